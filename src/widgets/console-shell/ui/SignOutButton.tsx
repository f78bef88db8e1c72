import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useServerLogout } from '@/features/auth';
import { ROUTES } from '@/shared/config';
import { useConfirm } from '@/shared/ui/confirm';
import styles from './console-shell.module.css';

/** Asks first, then ends the session and goes to the login page. */
export function SignOutButton() {
  const serverLogout = useServerLogout();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const signOut = async () => {
    if (!(await confirm({ title: 'Are you sure you want to log out?' }))) return;
    await serverLogout();
    navigate(ROUTES.login, { replace: true });
  };
  return (
    // named on phones too, where only the icon shows
    <Button
      aria-label="Sign out"
      icon={<LogoutOutlined aria-hidden />}
      onClick={() => void signOut()}
    >
      <span className={styles.hideOnPhone}>Sign out</span>
    </Button>
  );
}

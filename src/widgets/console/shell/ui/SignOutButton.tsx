import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '@contract/navigation';
import { useServerLogout } from '@/features/auth';
import { useConfirm } from '@/shared/ui/confirm';
import styles from './console-shell.module.css';

/**
 * Asks first, then ends the session and goes to the login page, which returns to this console page
 * after the next sign-in (staff sign out and in again on the page they were using, e.g. Security).
 */
export function SignOutButton() {
  const serverLogout = useServerLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useConfirm();
  const signOut = async () => {
    if (!(await confirm({ title: 'Are you sure you want to log out?' }))) return;
    await serverLogout();
    navigate(loginPathFor(location.pathname + location.search), { replace: true });
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

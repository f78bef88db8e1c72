import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useServerLogout } from '@/features/auth';
import { ROUTES } from '@/shared/config';
import { useConfirm } from '@/shared/ui/confirm';
import styles from './dashboard-layout.module.css';

/** Asks first, then ends the session on the server, clears the token and goes to login. */
export function LogoutButton() {
  const serverLogout = useServerLogout();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const logout = async () => {
    const yes = await confirm({ title: 'Are you sure you want to log out?' });
    if (!yes) return;
    await serverLogout();
    navigate(ROUTES.login, { replace: true });
  };
  return (
    <Button danger icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()}>
      <span className={styles.hideOnPhone}>Logout</span>
    </Button>
  );
}

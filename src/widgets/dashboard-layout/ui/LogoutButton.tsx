import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { loggedOut } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { useAppDispatch } from '@/shared/lib/store';
import { useConfirm } from '@/shared/ui/confirm';
import styles from './dashboard-layout.module.css';

/** Asks first, then clears the token (memory and cookie) and goes to login. */
export function LogoutButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const logout = async () => {
    const yes = await confirm({ title: 'Are you sure you want to log out?' });
    if (!yes) return;
    dispatch(loggedOut());
    navigate(ROUTES.login, { replace: true });
  };
  return (
    <Button danger icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()}>
      <span className={styles.hideOnPhone}>Logout</span>
    </Button>
  );
}

import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Layout } from 'antd';
import { Link } from 'react-router-dom';
import { fullName } from '@/entities/user';
import type { User } from '@contract/api';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { ROUTES, site } from '@/shared/config';
import { InstallAppButton } from '@/shared/ui/install-app';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { LogoutButton } from './LogoutButton';
import styles from './dashboard-layout.module.css';

interface TopBarProps {
  user: User | undefined;
  menuExpanded: boolean;
  menuId?: string;
  onToggleMenu: () => void;
}

/**
 * Top bar: menu toggle, installing the app, the console for staff (users with a role), the user's
 * name (to the profile) and logout.
 */
export function TopBar({ user, menuExpanded, menuId, onToggleMenu }: TopBarProps) {
  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        className={styles.toggle}
        icon={menuExpanded ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
        aria-label="Toggle menu"
        aria-expanded={menuExpanded}
        aria-controls={menuId}
        onClick={onToggleMenu}
      />
      <div className={styles.actions}>
        <InstallAppButton className={styles.appButton}>
          <DownloadOutlined aria-hidden />
          <span className={styles.hideOnPhone}>Get the app</span>
          <span className={visuallyHidden}> (install {site.brandName} on this device)</span>
        </InstallAppButton>
        {user?.staff_role && (
          <Link to={CONSOLE_ROUTES.overview} className={styles.appButton}>
            <ControlOutlined aria-hidden />
            Console
          </Link>
        )}
        {user && (
          <Link to={ROUTES.profile} className={styles.account} title="Your profile">
            <span className={styles.avatar}>
              <UserOutlined aria-hidden />
            </span>
            <span className={visuallyHidden}>Profile: </span>
            <span className={styles.name}>{fullName(user)}</span>
          </Link>
        )}
        <LogoutButton />
      </div>
    </Layout.Header>
  );
}

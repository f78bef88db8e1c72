import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Layout, Typography } from 'antd';
import { fullName, useGetUserQuery } from '@/entities/user';
import { LogoutButton } from './LogoutButton';
import { ROUTES, site } from '@/shared/config';
import { hidePreloader } from '@/shared/lib/dom';
import { PageLoader } from '@/shared/ui/page-loader';
import styles from './dashboard-layout.module.css';

/** The signed-in shell: fetches the user on entry and shows their name with a logout. */
export function DashboardLayout() {
  const { data: user, isLoading } = useGetUserQuery();
  useEffect(hidePreloader, []);
  return (
    <Layout className={styles.layout}>
      <Layout.Header className={styles.header}>
        <Link to={ROUTES.dashboard} className={styles.brand}>
          <img src="/media/brand/logo.svg" alt={site.brandName} width={135} height={30} />
        </Link>
        <div className={styles.account}>
          {user && (
            <Link to={ROUTES.profile} className={styles.name}>
              {fullName(user)}
            </Link>
          )}
          <LogoutButton />
        </div>
      </Layout.Header>
      <Layout.Content className={styles.content}>
        {isLoading ? <PageLoader /> : <Outlet />}
      </Layout.Content>
      <Layout.Footer className={styles.footer}>
        <Typography.Text type="secondary">
          © {new Date().getFullYear()} {site.brandName}. Support on WhatsApp: {site.supportPhone}
        </Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}

import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Button, Drawer, Layout, Result } from 'antd';
import { useGetUserQuery } from '@/entities/user';
import { hidePreloader } from '@/shared/lib/dom';
import { PageLoader } from '@/shared/ui/page-loader';
import { useSidebar } from '../model/useSidebar';
import { BrandLink } from './BrandLink';
import { DashboardFooter } from './DashboardFooter';
import { PageHeading } from './PageHeading';
import { SidebarMenu } from './SidebarMenu';
import { TopBar } from './TopBar';
import styles from './dashboard-layout.module.css';

const MENU_ID = 'dashboard-sidebar';

/**
 * Signed-in shell: fetches the user on entry; sidebar (a drawer on phones), top bar,
 * page title and breadcrumb, footer and the WhatsApp chat button.
 */
export function DashboardLayout() {
  const { data: user, isLoading, isError, refetch } = useGetUserQuery();
  const sidebar = useSidebar();
  useEffect(hidePreloader, []);

  let content;
  if (isLoading) content = <PageLoader label="Loading your account..." />;
  else if (isError && !user)
    content = (
      <Result
        status="warning"
        title="We could not load your account"
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <PageHeading />
        <Outlet />
      </>
    );

  return (
    <Layout className={styles.layout} hasSider={!sidebar.isPhone}>
      {sidebar.isPhone ? (
        <Drawer
          open={sidebar.drawerOpen}
          onClose={sidebar.closeDrawer}
          placement="left"
          size={264}
          title={<BrandLink />}
          className={styles.drawer}
        >
          <SidebarMenu id={MENU_ID} onNavigate={sidebar.closeDrawer} />
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          collapsible
          collapsed={sidebar.collapsed}
          trigger={null}
          width={264}
          collapsedWidth={72}
          className={styles.sider}
        >
          <div className={styles.siderBrand}>
            <BrandLink compact={sidebar.collapsed} />
          </div>
          <SidebarMenu id={MENU_ID} />
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <TopBar
          user={user}
          menuExpanded={sidebar.expanded}
          menuId={sidebar.isPhone && !sidebar.drawerOpen ? undefined : MENU_ID}
          onToggleMenu={sidebar.toggle}
        />
        <Layout.Content className={styles.content}>{content}</Layout.Content>
        <DashboardFooter />
      </Layout>
    </Layout>
  );
}

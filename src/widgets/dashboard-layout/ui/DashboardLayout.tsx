import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Button, Layout } from 'antd';
import { useGetUserQuery } from '@/entities/user';
import { afterFirstPaint, hidePreloader, removeFirstView } from '@/shared/lib/dom';
import { Notice } from '@/shared/ui/notice';
import { PageLoader } from '@/shared/ui/page-loader';
import { useSidebar } from '../model/useSidebar';
import { BrandLink } from './BrandLink';
import { DashboardFooter } from './DashboardFooter';
import { PageHeading } from './PageHeading';
import { SidebarMenu } from './SidebarMenu';
import { TopBar } from './TopBar';
import styles from './dashboard-layout.module.css';

const MENU_ID = 'dashboard-sidebar';

// The phone's menu drawer is closed when a page first draws: its code (antd's drawer) arrives
// after the page has drawn, or when the menu is opened first.
const loadPhoneMenuDrawer = () => import('./PhoneMenuDrawer');
const PhoneMenuDrawer = lazy(() =>
  loadPhoneMenuDrawer().then((m) => ({ default: m.PhoneMenuDrawer })),
);

/** Whether the phone's drawer has been opened once (it then stays mounted, to close smoothly). */
function usePhoneDrawer(isPhone: boolean, open: boolean) {
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  // fetched ahead on a phone; if that fails, opening the menu asks for it again
  useEffect(
    () =>
      isPhone
        ? afterFirstPaint(() => void loadPhoneMenuDrawer().catch(() => undefined))
        : undefined,
    [isPhone],
  );
  return wanted;
}

/**
 * Signed-in shell: fetches the user on entry; sidebar (a drawer on phones), top bar,
 * page title and breadcrumb, footer and the WhatsApp chat button.
 */
export function DashboardLayout() {
  const { data: user, isLoading, isError, refetch } = useGetUserQuery();
  const sidebar = useSidebar();
  const drawerWanted = usePhoneDrawer(sidebar.isPhone, sidebar.drawerOpen);
  useEffect(hidePreloader, []);
  const failed = isError && !user;
  // the server's first view of the page must not hide that the account could not be read
  useLayoutEffect(() => (failed ? removeFirstView() : undefined), [failed]);
  // nor another page the customer went to (the browser's Back) before this one had drawn
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useLayoutEffect(
    () => (pathname === firstPathname.current ? undefined : removeFirstView()),
    [pathname],
  );

  let content;
  if (isLoading) content = <PageLoader label="Loading your account..." />;
  else if (failed)
    content = (
      <div className={styles.loadFailure}>
        <Notice
          type="warning"
          title="We could not load your account"
          description="Check your connection and try again."
        />
        <Button type="primary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
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
        drawerWanted && (
          <Suspense fallback={null}>
            <PhoneMenuDrawer
              menuId={MENU_ID}
              open={sidebar.drawerOpen}
              onClose={sidebar.closeDrawer}
            />
          </Suspense>
        )
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

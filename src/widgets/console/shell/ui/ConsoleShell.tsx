import { useEffect } from 'react';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { Badge, Button, ConfigProvider, Drawer, Layout, Result, Tag } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { ROLE_LABELS, roleAllows, useGetConsoleMeQuery } from '@/entities/staff-member';
import { ProviderFloatWarning, useGetConsoleQueuesQuery } from '@/features/console/overview';
import { httpStatus } from '@/shared/api';
import { hidePreloader } from '@/shared/lib/dom';
import { consoleTheme } from '@/shared/ui';
import { PageLoader } from '@/shared/ui/page-loader';
import { ResultTitle } from '@/shared/ui/result-title';
import { activeConsoleKey, rolesForPath } from '../model/menu';
import { useConsoleSider } from '../model/useConsoleSider';
import { ConsoleForbidden, TwoFactorFirst } from './ConsoleForbidden';
import { ConsoleMenu, type ConsoleMenuCounts } from './ConsoleMenu';
import { SignOutButton } from './SignOutButton';
import styles from './console-shell.module.css';

const MENU_ID = 'console-menu';
/** How often the menu's counts (needs attention, conflicts, airtime to cash) are read again. */
const QUEUES_POLL_MS = 60_000;

/** The operator console, in the console's theme. */
export function ConsoleShell() {
  return (
    <ConfigProvider theme={consoleTheme}>
      <ConsoleScreens />
    </ConfigProvider>
  );
}

/**
 * The operator console's shell and guard: asks the server who is signed in; a customer gets a 403
 * page, support on an owner's screen another. Menu (a drawer on phones), header with the staff
 * member's name and role, sign out.
 */
function ConsoleScreens() {
  const { data: me, error, isLoading, refetch } = useGetConsoleMeQuery();
  const { pathname } = useLocation();
  const sider = useConsoleSider();
  useEffect(hidePreloader, []);
  const { data: queues } = useGetConsoleQueuesQuery(undefined, {
    skip: !me,
    pollingInterval: QUEUES_POLL_MS,
  });
  const counts: ConsoleMenuCounts = {
    attention: queues?.needs_attention,
    conflicts: queues?.conflicts,
    problemReports: queues?.problem_reports,
    airtimeToCash: queues?.airtime_to_cash,
  };
  // On a phone the menu is closed: its button says that something waits for a person.
  const waiting =
    (queues?.needs_attention ?? 0) + (queues?.conflicts ?? 0) + (queues?.problem_reports ?? 0) > 0;

  if (isLoading) return <PageLoader label="Loading the console..." />;
  if (!me) {
    if (error && httpStatus(error) === 403) return <ConsoleForbidden />;
    return (
      <Result
        status="warning"
        title={<ResultTitle>We could not load the console</ResultTitle>}
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const allowed = roleAllows(me.role, rolesForPath(pathname));
  // An owner who must use two-factor sign-in sees only the Security screen until it is on.
  const mustEnrol =
    me.two_factor?.required === true &&
    !me.two_factor.enabled &&
    activeConsoleKey(pathname) !== 'security';
  const menu = (
    <ConsoleMenu
      id={MENU_ID}
      role={me.role}
      counts={counts}
      onNavigate={sider.isPhone ? sider.closeDrawer : undefined}
    />
  );
  return (
    <Layout className={styles.layout} hasSider={!sider.isPhone}>
      {sider.isPhone ? (
        <Drawer
          open={sider.drawerOpen}
          onClose={sider.closeDrawer}
          placement="left"
          size={264}
          title="NairaTop console"
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          collapsible
          collapsed={sider.collapsed}
          trigger={null}
          width={240}
          collapsedWidth={72}
          className={styles.sider}
        >
          <div className={styles.brand}>{sider.collapsed ? 'NT' : 'NairaTop console'}</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            aria-label={sider.expanded ? 'Close menu' : 'Open menu'}
            aria-expanded={sider.expanded}
            aria-controls={sider.isPhone && !sider.drawerOpen ? undefined : MENU_ID}
            icon={
              <Badge dot={waiting && !sider.expanded}>
                {sider.expanded ? (
                  <MenuFoldOutlined aria-hidden />
                ) : (
                  <MenuUnfoldOutlined aria-hidden />
                )}
              </Badge>
            }
            onClick={sider.toggle}
          />
          <div className={styles.who}>
            <span className={styles.name}>{me.name}</span>
            <Tag color={me.role === 'owner' ? 'green' : 'blue'}>{ROLE_LABELS[me.role]}</Tag>
          </div>
          <SignOutButton />
        </Layout.Header>
        <ProviderFloatWarning />
        <Layout.Content className={styles.content}>
          {mustEnrol ? <TwoFactorFirst /> : allowed ? <Outlet /> : <ConsoleForbidden ownerOnly />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

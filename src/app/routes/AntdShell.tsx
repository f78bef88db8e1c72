import { App as AntApp, ConfigProvider, Modal } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLiveStatus } from '../live';
import { answerFirstReadsWith, takeFirstRead } from '@/shared/api';
export { storeFirstReads } from './store-first-reads';
import { notificationConfig, shellTheme } from '@/shared/ui';
import { AppNotifier } from '@/shared/ui/outcome';

// A signed-in page carries its first API answers: the shell's requests take them (shared/api).
answerFirstReadsWith(takeFirstRead);

/**
 * antd's theme and App context (message, modal, notification) for the routes that use antd.
 * It is a lazy route rather than a root provider so the public pages that need no antd (home
 * first of all) load without it: first-load JS of `/` must stay under 150 KB on 3G phones.
 * antd's component rules arrive as one stylesheet beside this chunk (styles/antd-stylesheet.ts)
 * instead of being generated on the phone (see shellTheme).
 */
export function AntdShell() {
  const { pathname } = useLocation();
  // Every antd route is a signed-in page: its balance, history and receipts stay current.
  useLiveStatus();
  // No dialog of the previous page survives navigation.
  useEffect(() => () => Modal.destroyAll(), [pathname]);
  return (
    <ConfigProvider theme={shellTheme}>
      <AntApp notification={notificationConfig}>
        <AppNotifier>
          <Outlet />
        </AppNotifier>
      </AntApp>
    </ConfigProvider>
  );
}

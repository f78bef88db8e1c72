import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { antdNotifier } from './antd-notifier';
import { NotifierContext } from './notifier';

/** Inside antd's App (the antd shell): popups through App.useApp(), which follow its theme. */
export function AppNotifier({ children }: { children: ReactNode }) {
  const { notification, modal } = App.useApp();
  const notifier = useMemo(() => antdNotifier({ notification, modal }), [notification, modal]);
  return <NotifierContext.Provider value={notifier}>{children}</NotifierContext.Provider>;
}

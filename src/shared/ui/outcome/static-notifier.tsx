import { ConfigProvider, Modal, notification } from 'antd';
import { notificationConfig, theme } from '../theme';
import { antdNotifier } from './antd-notifier';

// Static popups render outside the React tree: give them the app's theme and toast placement.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>,
});
notification.config(notificationConfig);

export const staticNotifier = antdNotifier({ notification, modal: Modal });

import type { ModalFuncProps, NotificationArgsProps } from 'antd';
import type { Notifier } from './notifier';

interface AntdPopups {
  notification: {
    success(args: NotificationArgsProps): void;
    error(args: NotificationArgsProps): void;
    destroy(): void;
  };
  modal: { error(props: ModalFuncProps): unknown };
}

/** A Notifier over antd's notification and modal, either App.useApp()'s or the static ones. */
export const antdNotifier = ({ notification, modal }: AntdPopups): Notifier => ({
  success: (message) => notification.success({ title: message }),
  error: (message) => notification.error({ title: message }),
  errorDialog: (message) => void modal.error({ title: message, centered: true }),
  clear: () => notification.destroy(),
});

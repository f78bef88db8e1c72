import { useCallback } from 'react';
import { App } from 'antd';
import { COLORS } from '../../config/constants';

export const CONFIRM_TITLE = 'Are you sure you want to proceed?';

interface ConfirmOptions {
  title?: string;
  content?: React.ReactNode;
  okText?: string;
  cancelText?: string;
}

/** Yes and No as every confirmation draws them. */
export const confirmButtonProps = {
  okButtonProps: { style: { background: COLORS.confirm, borderColor: COLORS.confirm } },
  cancelButtonProps: {
    style: { background: COLORS.cancel, borderColor: COLORS.cancel, color: COLORS.cancelText },
  },
};

/** The one confirmation dialog: resolves true on Yes, false on No or close. */
export function useConfirm() {
  const { modal } = App.useApp();
  return useCallback(
    ({ title = CONFIRM_TITLE, content, okText = 'Yes', cancelText = 'No' }: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        const dialog = modal.confirm({
          title,
          content,
          okText,
          cancelText,
          centered: true,
          ...confirmButtonProps,
          onOk: () => {
            // After Yes the screen moves focus to what the answer brings (a result, an error
            // dialog); closing must not pull it back to the button that opened the dialog.
            dialog.update({ focusable: { focusTriggerAfterClose: false } });
            resolve(true);
          },
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}

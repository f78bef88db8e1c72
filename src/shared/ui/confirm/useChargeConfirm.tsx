import { useCallback, type ReactNode } from 'react';
import { App } from 'antd';
import { ChargePinStep, type ChargePinHandle } from '../transaction-pin';
import { CONFIRM_TITLE, confirmButtonProps } from './useConfirm';

/** Yes on a charge: the PIN to send with it. */
export interface ChargeApproval {
  pin: string;
}

/**
 * The confirmation of every charged action (purchases, SMS, airtime to cash, bonus transfer,
 * level change): 'Are you sure you want to proceed?', what is charged, and the transaction PIN
 * (set here first by a customer who has none). Resolves the approval on Yes, undefined on No or
 * close. Yes keeps the dialog open until the step has a PIN to send; the PIN's 4th digit does what
 * Yes does.
 */
export function useChargeConfirm() {
  const { modal } = App.useApp();
  return useCallback(
    ({ content }: { content?: ReactNode } = {}) =>
      new Promise<ChargeApproval | undefined>((resolve) => {
        const handleRef: { current: ChargePinHandle | undefined } = { current: undefined };
        let approved: ChargeApproval | undefined;
        /** Yes, or the PIN's last digit: the first that brings a PIN closes the dialog, once. */
        const approve = (pin: string | undefined, close: () => void) => {
          if (pin === undefined || approved) return;
          approved = { pin };
          // Focus goes to what the answer brings, not back to the button that opened this.
          dialog.update({ focusable: { focusTriggerAfterClose: false } });
          close();
        };
        const okStyle = confirmButtonProps.okButtonProps.style;
        const dialog = modal.confirm({
          title: CONFIRM_TITLE,
          content: (
            <ChargePinStep
              content={content}
              handleRef={handleRef}
              onLockedChange={(locked) =>
                // a locked Yes drops its colour, so it looks as off as it is
                dialog.update({
                  okButtonProps: locked ? { disabled: true } : { style: okStyle, disabled: false },
                })
              }
              onComplete={(pin) => approve(pin, () => dialog.destroy())}
            />
          ),
          okText: 'Yes',
          cancelText: 'No',
          centered: true,
          ...confirmButtonProps,
          // Taking `close` keeps the dialog open until the step has a PIN.
          onOk: (close: () => void) => {
            void handleRef.current?.submit().then((pin) => approve(pin, close));
          },
          // The charge goes once the dialog is gone: while it closes it keeps focus inside itself,
          // and would take it from a result that arrived meanwhile.
          afterClose: () => resolve(approved),
          onCancel: () => resolve(undefined),
        });
      }),
    [modal],
  );
}

import { useCallback } from 'react';
import { App } from 'antd';
import { isSentForApproval, SENT_FOR_APPROVAL, type MoneyAnswer } from './moneyAnswer';

/**
 * Tells staff what a money movement's answer means: done (the server's message, in green) or sent
 * for another owner's approval (neither done nor refused: the server's message under "Sent for
 * approval"). Refusals are errors and are shown by the caller.
 */
export function useMoneyAnswerNotice() {
  const { notification } = App.useApp();
  return useCallback(
    (answer: MoneyAnswer) => {
      if (isSentForApproval(answer))
        notification.info({ title: SENT_FOR_APPROVAL, description: answer.message });
      else notification.success({ title: answer.message });
    },
    [notification],
  );
}

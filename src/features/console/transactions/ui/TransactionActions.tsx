import { useState } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { ConsoleTransactionDetail } from '@contract/api/console';
import { useMoneyAnswerNotice } from '@/shared/ui/money-answer';
import { useActOnTransactionMutation } from '../api/consoleTransactionsApi';
import { ACTION_ORDER, ACTION_TEXTS, type TransactionAction } from '../model/actions';
import { ReasonDialog } from './ReasonDialog';

export interface TransactionActionsProps {
  txRef: string;
  /** which actions the server allows now, and why not; every one is offered when absent */
  availability?: ConsoleTransactionDetail['actions'];
  /** the actions offered (default all) */
  only?: readonly TransactionAction[];
  size?: 'small' | 'middle';
}

/** Why each offered action is unavailable, written out under the buttons (a tooltip alone hides it). */
function DisabledReasons({
  availability,
  offered,
}: {
  availability: NonNullable<TransactionActionsProps['availability']>;
  offered: typeof ACTION_ORDER;
}) {
  const reasons = offered.filter(({ key }) => !availability[key].allowed);
  if (reasons.length === 0) return null;
  return (
    <ul
      aria-label="Why some actions are unavailable"
      style={{ margin: '12px 0 0', paddingLeft: 20 }}
    >
      {reasons.map(({ action, key }) => (
        <li key={action}>
          <Typography.Text type="secondary">
            {ACTION_TEXTS[action].label}: {availability[key].reason}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * The staff actions on one transaction, each through the reason dialog. A refund or settling the
 * money policy keeps for another owner says so ("Sent for approval"); a refusal stays in the
 * dialog, in the server's words.
 */
export function TransactionActions({ txRef, availability, only, size }: TransactionActionsProps) {
  const [chosen, setChosen] = useState<TransactionAction | null>(null);
  const [act] = useActOnTransactionMutation();
  const notify = useMoneyAnswerNotice();
  const offered = ACTION_ORDER.filter(({ action }) => !only || only.includes(action));
  const text = chosen ? ACTION_TEXTS[chosen] : null;

  return (
    <>
      <Space wrap size={[8, 8]}>
        {offered.map(({ action, key }) => {
          const allowed = availability ? availability[key] : { allowed: true, reason: '' };
          const button = (
            <Button
              key={action}
              size={size}
              danger={ACTION_TEXTS[action].danger}
              disabled={!allowed.allowed}
              aria-label={`${ACTION_TEXTS[action].label} ${txRef}`}
              onClick={() => setChosen(action)}
            >
              {ACTION_TEXTS[action].label}
            </Button>
          );
          return allowed.allowed ? (
            button
          ) : (
            <Tooltip key={action} title={allowed.reason}>
              <span>{button}</span>
            </Tooltip>
          );
        })}
      </Space>
      {availability ? <DisabledReasons availability={availability} offered={offered} /> : null}
      <ReasonDialog
        open={chosen !== null}
        title={text?.title ?? ''}
        explanation={text?.explanation ?? ''}
        okText={text?.label ?? 'OK'}
        danger={text?.danger}
        onSubmit={(reason, idempotencyKey) =>
          act({ ref: txRef, action: chosen ?? 'requery', reason, idempotencyKey })
        }
        onDone={(_message, answer) => {
          setChosen(null);
          notify(answer);
        }}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}

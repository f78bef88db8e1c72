import { useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { formatNaira } from '@contract/format';
import { typedKobo } from '@contract/rules';
import type { CustomerProfile } from '@contract/api/console';
import { errorMessage, newIdempotencyKey, outcomeUnknown } from '@/shared/api';
import { AmountField } from '@/shared/ui/form';
import { useConfirm } from '@/shared/ui/confirm';
import { useMoneyAnswerNotice } from '@/shared/ui/money-answer';
import { useAdjustWalletMutation } from '../api/customersApi';
import { adjustAmountProblem } from '../model/adjust-amount';
import { ReasonModal } from './ReasonModal';

type Direction = 'credit' | 'debit';

/**
 * Manual credit or debit: amount and reason, then a confirmation naming the amount and customer.
 * The Idempotency-Key lives as long as the attempt: a retry after no answer reuses it (the server
 * answers with the first outcome), a definite answer ends it. Above the approval limit the server
 * keeps it as a request for another owner (202), and the dialog says so.
 */
export function AdjustWalletButton({
  customer,
  direction,
  limitKobo,
  disabledReason,
  describedBy,
}: {
  customer: CustomerProfile;
  direction: Direction;
  /** support's cap per adjustment, null for an owner */
  limitKobo: number | null;
  /** why the signed-in staff member may not do this to this account; null when they may */
  disabledReason: string | null;
  /** the id of the text that gives the reason */
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const [adjust, { isLoading }] = useAdjustWalletMutation();
  const confirm = useConfirm();
  const { notification } = App.useApp();
  const notify = useMoneyAnswerNotice();
  const verb = direction === 'credit' ? 'Credit' : 'Debit';
  const limit =
    limitKobo === null ? undefined : `At most ${formatNaira(limitKobo / 100)} for support staff.`;

  return (
    <>
      <Tooltip title={disabledReason}>
        <Button
          type={direction === 'credit' ? 'primary' : 'default'}
          disabled={disabledReason !== null}
          aria-describedby={disabledReason ? describedBy : undefined}
          onClick={() => setOpen(true)}
        >
          {verb} wallet
        </Button>
      </Tooltip>
      <ReasonModal
        open={open}
        title={`${verb} ${customer.name}'s wallet`}
        submitLabel={verb}
        busy={isLoading}
        onClose={() => setOpen(false)}
        initialValues={{ amount: '' }}
        fields={<AmountField name="amount" extra={limit} />}
        validate={(values): Record<string, string> => {
          const problem = adjustAmountProblem(values.amount ?? '', limitKobo);
          return problem ? { amount: problem } : {};
        }}
        onSubmit={async (values) => {
          // exactly the typed naira: "1000.05" is sent as 1000.05 (the server reads it as kobo)
          const amount = (typedKobo(values.amount ?? '') ?? 0) / 100;
          const preposition = direction === 'credit' ? 'to' : 'from';
          const yes = await confirm({
            title: `${verb} ${formatNaira(amount)} ${preposition} ${customer.name} (${customer.email})?`,
          });
          if (!yes) return;
          const result = await adjust({
            id: customer.id,
            idempotencyKey: key,
            request: { direction, amount, reason: values.reason.trim() },
          });
          if ('error' in result && result.error) {
            if (!outcomeUnknown(result.error)) setKey(newIdempotencyKey());
            notification.error({ title: errorMessage(result.error) });
            return;
          }
          setKey(newIdempotencyKey());
          setOpen(false);
          notify(result.data);
        }}
      />
    </>
  );
}

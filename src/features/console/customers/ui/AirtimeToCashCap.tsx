import { useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { formatNaira } from '@contract/format';
import { typedKobo } from '@contract/rules';
import type { CustomerProfile } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { AmountField } from '@/shared/ui/form';
import { useSetAirtimeToCashCapMutation } from '../api/customersApi';
import { adjustAmountProblem } from '../model/adjust-amount';
import { ReasonModal } from './ReasonModal';

type Change = 'set' | 'remove' | null;

/** What the cap is, in words. */
export const capText = (cap: number | null | undefined) =>
  cap === null || cap === undefined
    ? 'No cap: the staff limits and approvals apply.'
    : `At most ${formatNaira(cap)} paid out in any 24 hours, approved payouts too.`;

/**
 * An owner's cap on what one customer may be paid by airtime to cash in any 24 hours: shown to
 * every staff member, set or removed by an owner with a reason (audited).
 */
export function AirtimeToCashCap({
  customer,
  canChange,
}: {
  customer: CustomerProfile;
  /** owners change it; support only sees it */
  canChange: boolean;
}) {
  const [change, setChange] = useState<Change>(null);
  const [save, { isLoading }] = useSetAirtimeToCashCapMutation();
  const { notification } = App.useApp();
  const cap = customer.airtime_to_cash_cap ?? null;

  return (
    <Card size="small" title="Airtime-to-cash cap" aria-label="Airtime-to-cash cap">
      <Space orientation="vertical" size="small">
        <Typography.Text>{capText(cap)}</Typography.Text>
        {canChange ? (
          <Space wrap>
            <Button onClick={() => setChange('set')}>
              {cap === null ? 'Set cap' : 'Change cap'}
            </Button>
            {cap !== null ? (
              <Button danger onClick={() => setChange('remove')}>
                Remove cap
              </Button>
            ) : null}
          </Space>
        ) : null}
      </Space>
      {change && (
        <ReasonModal
          open
          title={
            change === 'set'
              ? `Cap ${customer.name}'s airtime-to-cash payouts`
              : `Remove ${customer.name}'s airtime-to-cash cap`
          }
          submitLabel={change === 'set' ? 'Save cap' : 'Remove cap'}
          busy={isLoading}
          onClose={() => setChange(null)}
          initialValues={change === 'set' ? { daily_cap: cap === null ? '' : String(cap) } : {}}
          fields={
            change === 'set' ? (
              <AmountField name="daily_cap" label="Most paid in any 24 hours" />
            ) : undefined
          }
          validate={(values): Record<string, string> => {
            if (change !== 'set') return {};
            const problem = adjustAmountProblem(values.daily_cap ?? '', null);
            return problem ? { daily_cap: problem } : {};
          }}
          onSubmit={async (values) => {
            const dailyCap =
              change === 'set' ? (typedKobo(values.daily_cap ?? '') ?? 0) / 100 : null;
            const result = await save({
              id: customer.id,
              daily_cap: dailyCap,
              reason: values.reason.trim(),
            });
            if ('error' in result && result.error) {
              notification.error({ title: errorMessage(result.error) });
              return;
            }
            setChange(null);
            notification.success({ title: result.data.message });
          }}
        />
      )}
    </Card>
  );
}

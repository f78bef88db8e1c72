import { useState } from 'react';
import { Button } from 'antd';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import type { ConsoleReferralRate } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { useSetReferralRateMutation } from '../api/catalogueApi';
import { EditValueDialog } from './EditValueDialog';

/** The referrer's share of what referred customers spend, per service (at most 5%). */
export function ReferralRatesTable({ rates }: { rates: ConsoleReferralRate[] }) {
  const [editing, setEditing] = useState<ConsoleReferralRate>();
  const [setRate] = useSetReferralRateMutation();
  return (
    <>
      <ResponsiveTable<ConsoleReferralRate>
        cardsLabel="Referral rates"
        rowKey="category_id"
        size="small"
        pagination={false}
        dataSource={rates}
        columns={[
          { key: 'service', title: 'Service', dataIndex: 'category' },
          {
            key: 'percent',
            title: 'Referral commission',
            render: (_, rate) => (
              <Button
                type="link"
                size="small"
                aria-label={`${rate.percent}%: edit referral commission of ${rate.category}`}
                onClick={() => setEditing(rate)}
              >
                {rate.percent}%
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <EditValueDialog
          title={`Referral commission on ${editing.category}`}
          unit="percent"
          initial={editing.percent}
          hint="At most 5% of what the referred customer pays."
          onClose={() => setEditing(undefined)}
          onSave={async ({ value, reason }) => {
            const result = await setRate({
              id: editing.category_id,
              percent: value,
              ...(reason ? { reason } : {}),
            });
            return 'error' in result ? errorMessage(result.error) : undefined;
          }}
        />
      )}
    </>
  );
}

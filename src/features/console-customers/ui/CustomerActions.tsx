import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { LEVELS } from '@contract/constants';
import type { CustomerProfile } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { SelectField } from '@/shared/ui/form';
import {
  useChangeCustomerLevelMutation,
  useCustomerActionMutation,
  type CustomerAction,
} from '../api/customersApi';
import { AdjustWalletButton } from './AdjustWalletButton';
import { ReasonModal, type ReasonValues } from './ReasonModal';

type Dialog = 'level' | CustomerAction | null;

const TITLES: Record<Exclude<Dialog, null>, string> = {
  level: 'Change level',
  suspend: 'Suspend',
  unsuspend: 'Lift suspension',
  'sign-out': 'Sign out everywhere',
};

/** What staff can do to a customer; each action asks for a reason and is audited. */
export function CustomerActions({
  customer,
  limitKobo,
}: {
  customer: CustomerProfile;
  limitKobo: number | null;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [changeLevel, level] = useChangeCustomerLevelMutation();
  const [act, action] = useCustomerActionMutation();
  const { notification } = App.useApp();
  const suspendAction: CustomerAction = customer.suspension ? 'unsuspend' : 'suspend';

  const submit = async (values: ReasonValues) => {
    if (!dialog) return;
    const reason = values.reason.trim();
    const result =
      dialog === 'level'
        ? await changeLevel({ id: customer.id, level_id: Number(values.level_id), reason })
        : await act({ id: customer.id, action: dialog, reason });
    if ('error' in result && result.error) {
      notification.error({ title: errorMessage(result.error) });
      return;
    }
    setDialog(null);
    notification.success({ title: result.data.message });
  };

  return (
    <Space wrap>
      <AdjustWalletButton customer={customer} direction="credit" limitKobo={limitKobo} />
      <AdjustWalletButton customer={customer} direction="debit" limitKobo={limitKobo} />
      <Button onClick={() => setDialog('level')}>Change level</Button>
      <Button danger={!customer.suspension} onClick={() => setDialog(suspendAction)}>
        {TITLES[suspendAction]}
      </Button>
      <Button onClick={() => setDialog('sign-out')}>{TITLES['sign-out']}</Button>
      {dialog && (
        <ReasonModal
          open
          title={`${TITLES[dialog]}: ${customer.name}`}
          submitLabel={TITLES[dialog]}
          busy={level.isLoading || action.isLoading}
          onClose={() => setDialog(null)}
          onSubmit={submit}
          initialValues={dialog === 'level' ? { level_id: String(customer.level_id) } : {}}
          fields={
            dialog === 'level' ? (
              <SelectField
                name="level_id"
                label="Level"
                options={LEVELS.map((entry) => ({ value: String(entry.id), label: entry.title }))}
              />
            ) : undefined
          }
        />
      )}
    </Space>
  );
}

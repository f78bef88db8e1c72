import { useId, useState } from 'react';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import { LEVELS } from '@contract/constants';
import type { ConsoleMe, CustomerProfile } from '@contract/api/console';
import { customerActionRefusal, type CustomerActionName } from '@contract/rules';
import { errorMessage } from '@/shared/api';
import { SelectField } from '@/shared/ui/form';
import { useMoneyAnswerNotice } from '@/shared/ui/money-answer';
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

/**
 * What staff can do to a customer; each action asks for a reason and is audited. An action the
 * signed-in staff member may not take on this account (their own, an owner's...) is disabled,
 * with the server's reason beside the buttons and on each one.
 */
export function CustomerActions({
  customer,
  staff,
}: {
  customer: CustomerProfile;
  /** the signed-in staff member; every action waits while it loads */
  staff: ConsoleMe | undefined;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [changeLevel, level] = useChangeCustomerLevelMutation();
  const [act, action] = useCustomerActionMutation();
  const { notification } = App.useApp();
  const notify = useMoneyAnswerNotice();
  const reasonId = useId();
  const suspendAction: CustomerAction = customer.suspension ? 'unsuspend' : 'suspend';
  const refusal = (name: CustomerActionName): string | null =>
    staff ? customerActionRefusal(staff, customer, name) : null;
  const reasons = [
    ...new Set(
      (['credit', 'debit', 'level', suspendAction, 'sign-out'] as const)
        .map(refusal)
        .filter((reason): reason is string => reason !== null),
    ),
  ];

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
    // a level given above the customer's may wait for another owner's approval
    notify(result.data);
  };

  const actionButton = (name: Exclude<Dialog, null>, rule: CustomerActionName, danger = false) => {
    const refused = refusal(rule);
    return (
      <Tooltip title={refused}>
        <Button
          danger={danger}
          disabled={!staff || refused !== null}
          aria-describedby={refused ? reasonId : undefined}
          onClick={() => setDialog(name)}
        >
          {TITLES[name]}
        </Button>
      </Tooltip>
    );
  };

  return (
    <Space orientation="vertical" size="small">
      <Space wrap>
        {(['credit', 'debit'] as const).map((direction) => (
          <AdjustWalletButton
            key={direction}
            customer={customer}
            direction={direction}
            limitKobo={staff?.manual_credit_limit_kobo ?? null}
            disabledReason={staff ? refusal(direction) : ''}
            describedBy={reasonId}
          />
        ))}
        {actionButton('level', 'level')}
        {actionButton(suspendAction, suspendAction, !customer.suspension)}
        {actionButton('sign-out', 'sign-out')}
      </Space>
      {reasons.length ? (
        <Typography.Text type="secondary" id={reasonId} role="note">
          {reasons.join(' ')}
        </Typography.Text>
      ) : null}
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

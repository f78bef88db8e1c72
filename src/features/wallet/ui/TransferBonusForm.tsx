import { Descriptions } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useGetUserQuery } from '@/entities/user';
import { fieldMessages } from '@/shared/api';
import { LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { WALLET_MESSAGES } from '@contract/rules';
import { useChargeConfirm } from '@/shared/ui/confirm';
import { shortfallMessage } from '@/shared/ui/purchase';
import { AmountField, FormikForm, SubmitButton } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useTransferBonusMutation } from '../api/walletApi';
import {
  toTransferBonusRequest,
  transferableBonus,
  transferBonusSchema,
  transferBonusInitialValues,
  type TransferBonusValues,
} from '../model/transfer-bonus';

/**
 * Moves referral bonus to the wallet. The page shows how much can be moved; an empty amount or one
 * under ₦1000 is answered with its message under the field (and a popup)
 * when the customer presses the button; Yes in the confirmation sends it; the user is refetched
 * so the balances update here and everywhere else.
 */
function transferableText(bonus: number | undefined) {
  const minimum = `at least ${formatNaira(LIMITS.minBonusTransfer)}`;
  if (bonus === undefined) return `Transfer ${minimum}`;
  const transferable = transferableBonus(bonus);
  return transferable > 0
    ? `You can transfer up to ${formatNaira(transferable)} (${minimum}).`
    : `Nothing to transfer yet: a transfer is ${minimum}.`;
}

export function TransferBonusForm() {
  const { data: user } = useGetUserQuery();
  const [transferBonus, { isLoading }] = useTransferBonusMutation();
  const confirm = useChargeConfirm();
  const { outcome, start, succeed, fail } = useOutcome();

  const submit = async (
    values: TransferBonusValues,
    { resetForm }: FormikHelpers<TransferBonusValues>,
  ) => {
    start();
    const request = toTransferBonusRequest(values);
    // More than the bonus holds is refused before the dialog, as the server would refuse it.
    const short = shortfallMessage(request.amount, user?.bonus, WALLET_MESSAGES.bonusInsufficient);
    if (short) {
      fail([short]);
      return;
    }
    const content = `${formatNaira(request.amount)} will move from your referral bonus to your wallet.`;
    const approval = await confirm({ content });
    if (!approval) return;
    const result = await transferBonus({ ...request, pin: approval.pin });
    if (result.error) {
      fail(fieldMessages(result.error));
      return;
    }
    succeed(result.data.message ?? 'Bonus transferred');
    resetForm();
  };

  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="small"
        style={{ marginBottom: 20 }}
        items={[
          { key: 'bonus', label: 'Referral Bonus', children: user ? formatNaira(user.bonus) : '…' },
          {
            key: 'wallet',
            label: 'Wallet Balance',
            children: user ? formatNaira(user.wallet_balance) : '…',
          },
        ]}
      />
      <Formik
        initialValues={transferBonusInitialValues}
        validationSchema={transferBonusSchema}
        onSubmit={submit}
      >
        <FormikForm
          aria-label="Transfer bonus"
          onInvalid={(message) => fail([message], { list: false })}
        >
          <OutcomeMessages outcome={outcome} />
          <AmountField name="amount" extra={transferableText(user?.bonus)} />
          <SubmitButton busy={isLoading}>Transfer to wallet</SubmitButton>
        </FormikForm>
      </Formik>
    </>
  );
}

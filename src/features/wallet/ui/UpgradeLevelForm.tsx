import { Alert, Descriptions } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useGetUserQuery } from '@/entities/user';
import { fieldMessages } from '@/shared/api';
import { levelTitle } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { useChargeConfirm } from '@/shared/ui/confirm';
import { shortfallMessage } from '@/shared/ui/purchase';
import { FormikForm, SelectField, SubmitButton } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import type { LevelPrice } from '@contract/api';
import { useGetLevelsQuery, useUpgradeLevelMutation } from '../api/walletApi';
import {
  findLevel,
  isDowngrade,
  levelOptions,
  toUpgradeLevelRequest,
  upgradeLevelInitialValues,
  upgradeLevelSchema,
  type UpgradeLevelValues,
} from '../model/upgrade-level';

export const DOWNGRADE_NOTE =
  'Downgrade is free and immediate: nothing is charged and nothing is refunded.';

function LevelFields({
  levels,
  current,
  busy,
}: {
  levels: readonly LevelPrice[];
  current: string | undefined;
  busy: boolean;
}) {
  const { values } = useFormikContext<UpgradeLevelValues>();
  const downgrade = isDowngrade(levels, current, values.level);
  return (
    <>
      <SelectField
        name="level"
        label="Level"
        placeholder="Choose a level"
        options={levelOptions(levels, current)}
      />
      {downgrade && (
        <Alert type="info" showIcon title={DOWNGRADE_NOTE} style={{ marginBottom: 16 }} />
      )}
      <SubmitButton busy={busy}>{downgrade ? 'Downgrade' : 'Upgrade'}</SubmitButton>
    </>
  );
}

const NO_LEVELS: readonly LevelPrice[] = [];

/**
 * Changes the user's level. Sends the chosen level's name and the price shown (the operator's
 * current price, read from the server); an upgrade is charged to the wallet, a downgrade is free.
 * The user is refetched on success.
 */
export function UpgradeLevelForm() {
  const { data: user } = useGetUserQuery();
  const { data: levels = NO_LEVELS } = useGetLevelsQuery();
  const [upgradeLevel, { isLoading }] = useUpgradeLevelMutation();
  const confirm = useChargeConfirm();
  const { outcome, start, succeed, fail } = useOutcome();
  const current = user?.user_level;

  const submit = async (
    values: UpgradeLevelValues,
    { resetForm }: FormikHelpers<UpgradeLevelValues>,
  ) => {
    start();
    const level = findLevel(levels, values.level);
    // An upgrade the wallet cannot pay is refused with the way to fund it, before the dialog.
    const downgrade = isDowngrade(levels, current, values.level);
    const short = downgrade ? undefined : shortfallMessage(level?.price, user?.wallet_balance);
    if (short) {
      fail([short]);
      return;
    }
    // the confirmation names the level the account moves to
    const content = downgrade
      ? `Downgrade to ${levelTitle(values.level)}. ${DOWNGRADE_NOTE}`
      : `Upgrade to ${levelTitle(values.level)}: ${formatNaira(level?.price)} will be charged to your wallet.`;
    const approval = await confirm({ content });
    if (!approval) return;
    const result = await upgradeLevel({
      ...toUpgradeLevelRequest(levels, values),
      pin: approval.pin,
    });
    if (result.error) {
      fail(fieldMessages(result.error));
      return;
    }
    succeed(result.data.message ?? 'Level changed');
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
          {
            key: 'level',
            label: 'Current Level',
            children: current ? levelTitle(current) : '…',
          },
          {
            key: 'wallet',
            label: 'Wallet Balance',
            children: user ? formatNaira(user.wallet_balance) : '…',
          },
        ]}
      />
      <Formik
        initialValues={upgradeLevelInitialValues}
        validationSchema={upgradeLevelSchema}
        onSubmit={submit}
      >
        <FormikForm
          aria-label="Upgrade level"
          onInvalid={(message) => fail([message], { list: false })}
        >
          <OutcomeMessages outcome={outcome} />
          <LevelFields levels={levels} current={current} busy={isLoading} />
        </FormikForm>
      </Formik>
    </>
  );
}

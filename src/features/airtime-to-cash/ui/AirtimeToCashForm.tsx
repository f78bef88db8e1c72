import { useEffect } from 'react';
import { Form, Input, Spin, Typography } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { PackageChoice, useGetPackagesQuery } from '@/entities/package';
import { errorMessage, type Package } from '@/shared/api';
import { CATEGORY_IDS, LIMITS } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { AmountField, FormikForm, PhoneField, useFormItem } from '@/shared/ui/form';
import { OutcomeMessages } from '@/shared/ui/outcome';
import { PurchaseActions, usePurchaseFlow } from '@/shared/ui/purchase';
import { useConvertAirtimeToCashMutation } from '../api/airtimeToCashApi';
import {
  airtimeToCashInitialValues,
  commissionOf,
  isAirtimeToCashComplete,
  payoutPreview,
  toAirtimeToCashRequest,
  validateAirtimeToCash,
  type AirtimeToCashValues,
} from '../model/airtimeToCash';

const LOADING_NETWORKS = 'Loading Plans... Please wait';
export const PAYOUT_LABEL = 'Amount to Receive';

const findPackage = (packages: readonly Package[], packageId: string) =>
  packages.find((pkg) => String(pkg.id) === packageId);

function AirtimeToCashFields({ packages, busy }: { packages: readonly Package[]; busy: boolean }) {
  const { values, resetForm } = useFormikContext<AirtimeToCashValues>();
  const { item, control } = useFormItem('packageId');
  const network = findPackage(packages, values.packageId);
  const payout = network ? payoutPreview(values.amount, commissionOf(network)) : null;

  return (
    <>
      <Form.Item {...item}>
        <PackageChoice
          {...control}
          label="Network"
          packages={packages}
          value={network?.id ?? null}
          disabled={busy}
          // As on the airtime screen (SPEC 4): a new network resets amount, payout and phone.
          onChange={(pkg) =>
            resetForm({ values: { ...airtimeToCashInitialValues, packageId: String(pkg.id) } })
          }
        />
      </Form.Item>
      {network?.description && (
        <Typography.Paragraph type="secondary">{network.description}</Typography.Paragraph>
      )}
      <PhoneField label="Phone Number Transferred From" />
      <AmountField name="amount" label="Amount Transferred" min={LIMITS.minAirtimeToCash} />
      <Form.Item label={PAYOUT_LABEL} htmlFor="amountToReceive">
        <Input
          id="amountToReceive"
          readOnly
          aria-live="polite"
          value={payout === null ? '' : formatNaira(payout)}
          placeholder={formatNaira(0)}
        />
      </Form.Item>
      <PurchaseActions busy={busy} disabled={!isAirtimeToCashComplete(values)} label="Confirm" />
    </>
  );
}

/**
 * SPEC 2.3 Airtime to cash: pick a network, give the number the airtime is transferred from and
 * the amount, see what the wallet receives after the level's commission, confirm. The server
 * answers 201 (amber): the wallet is credited once the airtime is confirmed.
 */
export function AirtimeToCashForm() {
  const {
    data: packages = [],
    isFetching,
    error,
  } = useGetPackagesQuery(CATEGORY_IDS.airtimeToCash);
  const [convert] = useConvertAirtimeToCashMutation();
  const { outcome, busy, purchase, fail } = usePurchaseFlow(convert);

  // SPEC 8: a failed package load is a popup with the server's message.
  useEffect(() => {
    if (error) fail([errorMessage(error)], { list: false });
  }, [error, fail]);

  const submit = async (
    values: AirtimeToCashValues,
    { resetForm }: FormikHelpers<AirtimeToCashValues>,
  ) => {
    const network = findPackage(packages, values.packageId);
    if (!network) return;
    const request = toAirtimeToCashRequest(values, network);
    const payout = payoutPreview(values.amount, commissionOf(network)) ?? 0;
    const result = await purchase(request, {
      confirmContent: `${formatNaira(request.amount_transferred)} of ${network.title} airtime from ${request.phone_number}. You will receive ${formatNaira(payout)} once we confirm the transfer.`,
    });
    // The request is recorded (201) or done (200): clear it so it is not sent twice by mistake.
    if (result) {
      resetForm({ values: { ...airtimeToCashInitialValues, packageId: values.packageId } });
    }
  };

  return (
    <Spin spinning={isFetching} description={LOADING_NETWORKS}>
      <Formik
        initialValues={airtimeToCashInitialValues}
        validate={validateAirtimeToCash}
        onSubmit={submit}
      >
        <FormikForm
          aria-label="Convert airtime to cash"
          onInvalid={(message) => fail([message], { list: false })}
        >
          <OutcomeMessages outcome={outcome} />
          <AirtimeToCashFields packages={packages} busy={busy} />
        </FormikForm>
      </Formik>
    </Spin>
  );
}

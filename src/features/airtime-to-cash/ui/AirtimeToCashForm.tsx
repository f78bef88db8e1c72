import { Form, Input, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { PackageChoice, useGetPackagesQuery, findPackage } from '@/entities/package';
import type { Package } from '@contract/api';
import type { AirtimeToCashRequest } from '@contract/services/airtime-to-cash';
import { CATEGORY_IDS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { choiceLabelOf } from '@contract/services/package-choice';
import { AmountField, PhoneField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, type PurchaseShell } from '@/shared/ui/purchase';
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

function AirtimeToCashFields({ packages, busy }: PurchaseShell) {
  const { values, resetForm } = useFormikContext<AirtimeToCashValues>();
  const { item, control } = useFormItem('packageId');
  const network = findPackage(packages, values.packageId);
  const payout = network ? payoutPreview(values.amount, commissionOf(network)) : null;

  return (
    <>
      <Form.Item {...item}>
        <PackageChoice
          {...control}
          label={choiceLabelOf('airtimeToCash')}
          packages={packages}
          value={network?.id ?? null}
          disabled={busy}
          // As on the airtime screen: a new network resets amount, payout and phone.
          onChange={(pkg) =>
            resetForm({ values: { ...airtimeToCashInitialValues, packageId: String(pkg.id) } })
          }
        />
      </Form.Item>
      {network?.description && (
        <Typography.Paragraph type="secondary">{network.description}</Typography.Paragraph>
      )}
      <PhoneField label="Phone Number Transferred From" />
      <AmountField name="amount" label="Amount Transferred" />
      <Form.Item label={PAYOUT_LABEL} htmlFor="amountToReceive">
        <Input
          id="amountToReceive"
          readOnly
          aria-live="polite"
          value={payout === null ? '' : formatNaira(payout)}
          placeholder={formatNaira(0)}
        />
      </Form.Item>
    </>
  );
}

function order(values: AirtimeToCashValues, packages: readonly Package[]) {
  const network = findPackage(packages, values.packageId);
  if (!network) return undefined;
  const request = toAirtimeToCashRequest(values, network);
  const payout = payoutPreview(values.amount, commissionOf(network)) ?? 0;
  return {
    request,
    confirmContent: `${formatNaira(request.amount_transferred)} of ${network.title} airtime from ${request.phone_number}. You will receive ${formatNaira(payout)} once we confirm the transfer.`,
  };
}

/**
 * Airtime to cash: pick a network, give the number the airtime is transferred from and the amount,
 * see what the wallet receives after the level's commission, confirm. The server answers 201
 * (amber): the wallet is credited once the airtime is confirmed. Dismissing the result clears the
 * request (the network stays) so it is not sent twice by mistake.
 */
export function AirtimeToCashForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.airtimeToCash);
  const [convert] = useConvertAirtimeToCashMutation();
  return (
    <PurchaseForm<AirtimeToCashValues, AirtimeToCashRequest>
      label="Convert airtime to cash"
      packages={packages}
      loadingText={LOADING_NETWORKS}
      initialValues={airtimeToCashInitialValues}
      validate={validateAirtimeToCash}
      send={convert}
      order={order}
      submitLabel="Confirm"
      submitDisabled={(values) => !isAirtimeToCashComplete(values)}
      nextValues={(values) => ({ ...airtimeToCashInitialValues, packageId: values.packageId })}
    >
      {(shell) => <AirtimeToCashFields {...shell} />}
    </PurchaseForm>
  );
}

import { Form, Typography } from 'antd';
import { useFormikContext } from 'formik';
import {
  PackageChoice,
  discountOf,
  useGetPackagesQuery,
  findPackage,
  chargeText,
} from '@/entities/package';
import { NetworkStatusStrip } from '@/entities/network-status';
import type { Package } from '@contract/api';
import type { AirtimePurchaseRequest } from '@contract/services/airtime';
import { CATEGORY_IDS, LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { isAmountAtLeast, typedAmount } from '@contract/rules';
import { choiceLabelOf } from '@contract/services/package-choice';
import { AmountField, PhoneField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, type PurchaseShell } from '@/shared/ui/purchase';
import { usePurchaseAirtimeMutation } from '../api/airtimeApi';
import {
  AIRTIME_QUICK_AMOUNTS,
  airtimeInitialValues,
  chargePreview,
  isAirtimeComplete,
  toAirtimeRequest,
  validateAirtime,
  type AirtimeValues,
  fillAirtime,
} from '../model/airtime';

export const LOADING_PLANS = 'Loading Plans... Please wait';

function AirtimeFields({ packages, busy }: PurchaseShell) {
  const { values, resetForm } = useFormikContext<AirtimeValues>();
  const { item, control } = useFormItem('packageId');
  const network = findPackage(packages, values.packageId);
  return (
    <>
      <Form.Item {...item}>
        <PackageChoice
          {...control}
          label={choiceLabelOf('airtime')}
          packages={packages}
          value={network?.id ?? null}
          disabled={busy}
          // Choosing a network resets amount, charge text and phone.
          onChange={(pkg) =>
            resetForm({ values: { ...airtimeInitialValues, packageId: String(pkg.id) } })
          }
        />
      </Form.Item>
      <NetworkStatusStrip packageId={network?.id} />
      <AmountField name="amount" quickAmounts={AIRTIME_QUICK_AMOUNTS} disabled={busy} />
      <PhoneField />
      {network?.description && (
        <Typography.Paragraph type="secondary">{network.description}</Typography.Paragraph>
      )}
    </>
  );
}

function preview(values: AirtimeValues, packages: readonly Package[]) {
  // no charge is shown for an amount below what can be bought
  if (!isAmountAtLeast(values.amount, LIMITS.minAirtime)) return undefined;
  const network = findPackage(packages, values.packageId);
  const charge = network ? chargePreview(values.amount, discountOf(network)) : null;
  return charge === null ? undefined : chargeText(charge);
}

function order(values: AirtimeValues, packages: readonly Package[]) {
  const network = findPackage(packages, values.packageId);
  if (!network) return undefined;
  const request = toAirtimeRequest(values, network);
  const charge = chargePreview(values.amount, discountOf(network)) ?? 0;
  return {
    request,
    charge,
    confirmContent: `${formatNaira(typedAmount(values.amount))} ${network.title} airtime for ${request.phone_number}. You will be charged ${formatNaira(charge)}.`,
  };
}

/**
 * Airtime: pick a network, type the amount and phone, see what the wallet is charged after the
 * level's discount, confirm. The result panel shows the outcome; dismissing it keeps the network
 * and clears amount and phone.
 */
export function AirtimeForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.airtime);
  const [purchaseAirtime] = usePurchaseAirtimeMutation();
  return (
    <PurchaseForm<AirtimeValues, AirtimePurchaseRequest>
      fill={fillAirtime}
      label="Buy airtime"
      packages={packages}
      loadingText={LOADING_PLANS}
      initialValues={airtimeInitialValues}
      validate={validateAirtime}
      send={purchaseAirtime}
      order={order}
      chargePreview={preview}
      submitDisabled={(values) => !isAirtimeComplete(values)}
      nextValues={(values) => ({ ...airtimeInitialValues, packageId: values.packageId })}
    >
      {(shell) => <AirtimeFields {...shell} />}
    </PurchaseForm>
  );
}

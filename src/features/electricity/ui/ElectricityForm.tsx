import { Form, Radio } from 'antd';
import { useFormikContext } from 'formik';
import {
  CustomerDetails,
  PackageChoice,
  chargeHint,
  chargedAmount,
  discountOf,
  useGetPackagesQuery,
  useVerifyMeterMutation,
  findPackage,
} from '@/entities/package';
import type { Package } from '@contract/api';
import type { ElectricityPurchaseRequest } from '@contract/services/electricity';
import { CATEGORY_IDS, LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { AmountField, PhoneField, TextField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, VerifyButton, type PurchaseShell } from '@/shared/ui/purchase';
import { usePurchaseElectricityMutation } from '../api/electricityApi';
import {
  ELECTRICITY_QUICK_AMOUNTS,
  METER_TYPES,
  meterCustomerRows,
  electricityInitialValues,
  electricitySchema,
  meterVerifyErrors,
  toElectricityPurchaseRequest,
  verifiedCustomer,
  withMeterType,
  withProvider,
  type ElectricityValues,
  fillElectricity,
} from '../model/electricity';
import { displayTitle, choiceLabelOf } from '@contract/services/package-choice';

export const LOADING_DISCOS = 'Loading Discos... Please wait';

function MeterTypeField({ disabled }: { disabled: boolean }) {
  const { values, setValues } = useFormikContext<ElectricityValues>();
  const { item } = useFormItem('meterType');
  return (
    <Form.Item label="Meter Type" required {...item}>
      <Radio.Group
        aria-label="Meter Type"
        optionType="button"
        buttonStyle="solid"
        disabled={disabled}
        value={values.meterType || undefined}
        options={METER_TYPES.map((type) => ({ value: type.value, label: type.label }))}
        // Another meter type forgets the amount and the customer details.
        onChange={(event) => void setValues(withMeterType(values, event.target.value))}
      />
    </Form.Item>
  );
}

function ElectricityFields({ packages, busy, verify, fail }: PurchaseShell) {
  const { values, setValues, setFieldTouched } = useFormikContext<ElectricityValues>();
  const [verifyMeter, { isLoading: verifying }] = useVerifyMeterMutation();
  const { item: providerItem } = useFormItem('packageId');
  const disco = findPackage(packages, values.packageId);
  const customer = verifiedCustomer(values);

  const onVerify = async () => {
    const problems = meterVerifyErrors(values, packages);
    if (problems.length > 0) {
      await Promise.all(problems.map(({ field }) => setFieldTouched(field, true)));
      fail([problems[0]?.message ?? ''], { list: false });
      return;
    }
    if (!disco || !values.meterType) return;
    const meterNo = values.meterNo.trim();
    const meterType = values.meterType;
    const content = await verify(() => verifyMeter({ packageId: disco.id, meterNo, meterType }));
    if (content) {
      void setValues((current) => ({ ...current, verified: { meterNo, customer: content } }));
    }
  };

  return (
    <>
      <Form.Item {...providerItem}>
        <PackageChoice
          label={choiceLabelOf('electricity')}
          packages={packages}
          value={disco?.id ?? null}
          titleOf={(pkg) => displayTitle(pkg.title)}
          disabled={busy}
          // Another disco forgets the amount and the customer details.
          onChange={(pkg) => void setValues(withProvider(values, pkg.id))}
        />
      </Form.Item>
      <MeterTypeField disabled={busy} />
      <TextField name="meterNo" label="Meter Number" inputMode="numeric" autoComplete="off" />
      <VerifyButton verifying={verifying} disabled={busy} onVerify={() => void onVerify()} />
      {customer && <CustomerDetails rows={meterCustomerRows(customer)} />}
      <AmountField
        name="amount"
        extra={`At least ${formatNaira(LIMITS.minElectricity)}`}
        quickAmounts={ELECTRICITY_QUICK_AMOUNTS}
        disabled={busy}
      />
      <PhoneField />
    </>
  );
}

function order(values: ElectricityValues, packages: readonly Package[]) {
  const disco = findPackage(packages, values.packageId);
  if (!disco) return undefined;
  const request = toElectricityPurchaseRequest(values, disco);
  const charged = chargedAmount(values.amount, discountOf(disco)) ?? request.amount;
  return {
    request,
    charge: charged,
    // Only a prepaid meter gets a token; a postpaid bill has none to look for.
    successSuffix: values.meterType === 'prepaid' ? PURCHASE_MESSAGES.tokenSuffix : undefined,
    confirmContent: `${formatNaira(request.amount)} of ${displayTitle(disco.title)} electricity for meter ${request.meter_no}. You will be charged ${formatNaira(charged)}.`,
  };
}

function preview(values: ElectricityValues, packages: readonly Package[]) {
  const disco = findPackage(packages, values.packageId);
  return disco ? chargeHint(values.amount, discountOf(disco), LIMITS.minElectricity) : undefined;
}

/**
 * Electricity: choose a disco and meter type, verify the meter, type the amount (at least ₦500)
 * and a phone number, see what the wallet is charged after the disco's discount, confirm. The
 * result panel shows the token; dismissing it clears the form.
 */
export function ElectricityForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.electricity);
  const [purchaseElectricity] = usePurchaseElectricityMutation();
  return (
    <PurchaseForm<ElectricityValues, ElectricityPurchaseRequest>
      fill={fillElectricity}
      label="Pay for electricity"
      packages={packages}
      loadingText={LOADING_DISCOS}
      initialValues={electricityInitialValues}
      validationSchema={electricitySchema}
      send={purchaseElectricity}
      order={order}
      chargePreview={preview}
    >
      {(shell) => <ElectricityFields {...shell} />}
    </PurchaseForm>
  );
}

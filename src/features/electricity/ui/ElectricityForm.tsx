import { useEffect, useMemo } from 'react';
import { Form, Radio, Spin, Typography } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
  CustomerDetails,
  PackageChoice,
  discountOf,
  displayTitle,
  useGetPackagesQuery,
  useVerifyMeterMutation,
} from '@/entities/package';
import { errorMessage, type ElectricityPurchaseRequest, type Package } from '@/shared/api';
import { CATEGORY_IDS, LIMITS } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { AmountField, FormikForm, PhoneField, TextField, useFormItem } from '@/shared/ui/form';
import { OutcomeMessages } from '@/shared/ui/outcome';
import { PurchaseActions, VerifyButton, usePurchaseFlow } from '@/shared/ui/purchase';
import { usePurchaseElectricityMutation } from '../api/electricityApi';
import {
  METER_TYPES,
  meterCustomerRows,
  chargeHint,
  chargedAmount,
  electricityInitialValues,
  electricitySchema,
  findPackage,
  meterVerifyErrors,
  toElectricityPurchaseRequest,
  verifiedCustomer,
  withMeterType,
  withProvider,
  type ElectricityValues,
} from '../model/electricity';

export const LOADING_DISCOS = 'Loading Discos... Please wait';
const NO_PACKAGES: Package[] = [];

type PurchaseFlow = ReturnType<typeof usePurchaseFlow<ElectricityPurchaseRequest>>;

interface FieldsProps extends Pick<PurchaseFlow, 'busy' | 'verify' | 'fail'> {
  packages: readonly Package[];
}

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
        // SPEC 4: another meter type forgets the amount and the customer details.
        onChange={(event) => void setValues(withMeterType(values, event.target.value))}
      />
    </Form.Item>
  );
}

function ElectricityFields({ packages, busy, verify, fail }: FieldsProps) {
  const { values, setValues, setFieldTouched } = useFormikContext<ElectricityValues>();
  const [verifyMeter, { isLoading: verifying }] = useVerifyMeterMutation();
  const { item: providerItem } = useFormItem('packageId');
  const disco = findPackage(packages, values.packageId);
  const customer = verifiedCustomer(values);
  const hint = chargeHint(values.amount, discountOf(disco));

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
          label="Disco"
          packages={packages}
          value={disco?.id ?? null}
          titleOf={(pkg) => displayTitle(pkg.title)}
          disabled={busy}
          // SPEC 4: another disco forgets the amount and the customer details.
          onChange={(pkg) => void setValues(withProvider(values, pkg.id))}
        />
      </Form.Item>
      <MeterTypeField disabled={busy} />
      <TextField name="meterNo" label="Meter Number" inputMode="numeric" autoComplete="off" />
      <VerifyButton verifying={verifying} disabled={busy} onVerify={() => void onVerify()} />
      {customer && <CustomerDetails rows={meterCustomerRows(customer)} />}
      <AmountField
        name="amount"
        min={LIMITS.minElectricity}
        extra={`At least ${formatNaira(LIMITS.minElectricity)}`}
      />
      <PhoneField />
      {disco && hint && (
        <Typography.Paragraph strong aria-live="polite">
          {hint}
        </Typography.Paragraph>
      )}
      <PurchaseActions busy={busy} />
    </>
  );
}

/**
 * SPEC 2.3 Electricity: choose a disco and meter type, verify the meter, type the amount (at least
 * ₦500) and a phone number, see what the wallet is charged after the disco's discount, confirm.
 * A 200 shows the server's message with the token reminder and resets the form; a 201 keeps it.
 */
export function ElectricityForm() {
  const { data, isFetching, error } = useGetPackagesQuery(CATEGORY_IDS.electricity);
  const packages = data ?? NO_PACKAGES;
  const [purchaseElectricity] = usePurchaseElectricityMutation();
  const { outcome, busy, purchase, verify, fail } = usePurchaseFlow(purchaseElectricity);
  const schema = useMemo(() => electricitySchema(packages), [packages]);

  // SPEC 8: a failed package load is a popup with the server's message.
  useEffect(() => {
    if (error) fail([errorMessage(error)], { list: false });
  }, [error, fail]);

  const submit = async (
    values: ElectricityValues,
    { resetForm }: FormikHelpers<ElectricityValues>,
  ) => {
    const disco = findPackage(packages, values.packageId);
    if (!disco) return;
    const request = toElectricityPurchaseRequest(values, disco);
    const charged = chargedAmount(values.amount, discountOf(disco)) ?? request.amount;
    const result = await purchase(request, {
      successSuffix: PURCHASE_MESSAGES.tokenSuffix,
      confirmContent: `${formatNaira(request.amount)} of ${displayTitle(disco.title)} electricity for meter ${request.meter_no}. You will be charged ${formatNaira(charged)}.`,
    });
    if (result?.status === 200) resetForm();
  };

  return (
    <Spin spinning={isFetching} description={LOADING_DISCOS}>
      <Formik initialValues={electricityInitialValues} validationSchema={schema} onSubmit={submit}>
        <FormikForm
          aria-label="Pay for electricity"
          onInvalid={(message) => fail([message], { list: false })}
        >
          <OutcomeMessages outcome={outcome} />
          <ElectricityFields packages={packages} busy={busy} verify={verify} fail={fail} />
        </FormikForm>
      </Formik>
    </Spin>
  );
}

import { useEffect } from 'react';
import { Form, Spin, Typography } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { PackageChoice, discountOf, useGetPackagesQuery } from '@/entities/package';
import { errorMessage, type Package } from '@/shared/api';
import { CATEGORY_IDS, LIMITS } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { typedAmount } from '@contract/rules';
import { AmountField, FormikForm, PhoneField, useFormItem } from '@/shared/ui/form';
import { OutcomeMessages } from '@/shared/ui/outcome';
import { PurchaseActions, usePurchaseFlow } from '@/shared/ui/purchase';
import { usePurchaseAirtimeMutation } from '../api/airtimeApi';
import {
  airtimeInitialValues,
  chargePreview,
  isAirtimeComplete,
  toAirtimeRequest,
  validateAirtime,
  type AirtimeValues,
} from '../model/airtime';

export const LOADING_PLANS = 'Loading Plans... Please wait';

const findPackage = (packages: readonly Package[], packageId: string) =>
  packages.find((pkg) => String(pkg.id) === packageId);

function AirtimeFields({ packages, busy }: { packages: readonly Package[]; busy: boolean }) {
  const { values, resetForm } = useFormikContext<AirtimeValues>();
  const { item, control } = useFormItem('packageId');
  const network = findPackage(packages, values.packageId);
  const charge = chargePreview(values.amount, discountOf(network));

  return (
    <>
      <Form.Item {...item}>
        <PackageChoice
          {...control}
          label="Network"
          packages={packages}
          value={network?.id ?? null}
          disabled={busy}
          // SPEC 4: choosing a network resets amount, charge text and phone.
          onChange={(pkg) =>
            resetForm({ values: { ...airtimeInitialValues, packageId: String(pkg.id) } })
          }
        />
      </Form.Item>
      <AmountField name="amount" min={LIMITS.minAirtime} />
      <PhoneField />
      {network?.description && (
        <Typography.Paragraph type="secondary">{network.description}</Typography.Paragraph>
      )}
      {network && charge !== null && (
        <Typography.Paragraph strong aria-live="polite">
          {`You will be charged ${formatNaira(charge)}`}
        </Typography.Paragraph>
      )}
      <PurchaseActions busy={busy} disabled={!isAirtimeComplete(values)} />
    </>
  );
}

/**
 * SPEC 2.3 Airtime: pick a network, type the amount and phone, see what the wallet is charged after
 * the level's discount, confirm. 200 shows the server's message in green and clears amount and
 * phone; 201 shows it in amber and keeps the form.
 */
export function AirtimeForm() {
  const { data: packages = [], isFetching, error } = useGetPackagesQuery(CATEGORY_IDS.airtime);
  const [purchaseAirtime] = usePurchaseAirtimeMutation();
  const { outcome, busy, purchase, fail } = usePurchaseFlow(purchaseAirtime);

  // SPEC 8: a failed package load is a popup with the server's message.
  useEffect(() => {
    if (error) fail([errorMessage(error)], { list: false });
  }, [error, fail]);

  const submit = async (values: AirtimeValues, { resetForm }: FormikHelpers<AirtimeValues>) => {
    const network = findPackage(packages, values.packageId);
    if (!network) return;
    const request = toAirtimeRequest(values, network);
    const charge = chargePreview(values.amount, discountOf(network)) ?? 0;
    const result = await purchase(request, {
      confirmContent: `${formatNaira(typedAmount(values.amount))} ${network.title} airtime for ${request.phone_number}. You will be charged ${formatNaira(charge)}.`,
    });
    if (result?.status === 200) {
      resetForm({ values: { ...airtimeInitialValues, packageId: values.packageId } });
    }
  };

  return (
    <Spin spinning={isFetching} description={LOADING_PLANS}>
      <Formik initialValues={airtimeInitialValues} validate={validateAirtime} onSubmit={submit}>
        <FormikForm
          aria-label="Buy airtime"
          onInvalid={(message) => fail([message], { list: false })}
        >
          <OutcomeMessages outcome={outcome} />
          <AirtimeFields packages={packages} busy={busy} />
        </FormikForm>
      </Formik>
    </Spin>
  );
}

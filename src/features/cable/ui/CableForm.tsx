import { useEffect, useMemo } from 'react';
import { Form, Input, Radio, Spin, Typography } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
  CustomerDetails,
  PackageChoice,
  planLabel,
  plansOf,
  useGetPackagesQuery,
  useVerifyCardMutation,
} from '@/entities/package';
import {
  errorMessage,
  type CablePurchaseRequest,
  type Package,
  type VerificationContent,
} from '@/shared/api';
import { CATEGORY_IDS } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { FormikForm, PhoneField, SelectField, TextField, useFormItem } from '@/shared/ui/form';
import { OutcomeMessages } from '@/shared/ui/outcome';
import { PurchaseActions, VerifyButton, usePurchaseFlow } from '@/shared/ui/purchase';
import { usePurchaseCableMutation } from '../api/cableApi';
import {
  SUBSCRIPTION_LABELS,
  cableCustomerRows,
  cableAmount,
  cableConfirmText,
  cableInitialValues,
  cableSchema,
  cardVerifyErrors,
  effectiveSubscription,
  findPackage,
  isShowmax,
  subscriptionTypes,
  toCablePurchaseRequest,
  verifiedCustomer,
  withProvider,
  withSubscription,
  withVerification,
  type CableValues,
} from '../model/cable';

export const LOADING_PROVIDERS = 'Loading Providers... Please wait';
const NO_PACKAGES: Package[] = [];

type PurchaseFlow = ReturnType<typeof usePurchaseFlow<CablePurchaseRequest>>;

interface FieldsProps extends Pick<PurchaseFlow, 'busy' | 'verify' | 'fail'> {
  packages: readonly Package[];
}

function SubscriptionTypeField({ customer }: { customer: VerificationContent | undefined }) {
  const { values, setValues } = useFormikContext<CableValues>();
  const { item } = useFormItem('subscriptionType');
  return (
    <Form.Item label="Subscription Type" required {...item}>
      <Radio.Group
        aria-label="Subscription Type"
        optionType="button"
        buttonStyle="solid"
        value={values.subscriptionType || undefined}
        options={subscriptionTypes(customer).map((type) => ({
          value: type,
          label: SUBSCRIPTION_LABELS[type],
        }))}
        onChange={(event) => void setValues(withSubscription(values, event.target.value))}
      />
    </Form.Item>
  );
}

/** The read-only naira amount the purchase costs (the plan's price or the renewal amount). */
function ChargedAmount({ label, amount }: { label: string; amount: number | undefined }) {
  const { item, control } = useFormItem('amount');
  return (
    <Form.Item label={label} htmlFor="amount" {...item}>
      <Input
        id="amount"
        readOnly
        inputMode="decimal"
        value={amount === undefined ? '' : formatNaira(amount)}
        placeholder={formatNaira(0)}
        {...control}
      />
    </Form.Item>
  );
}

function CableFields({ packages, busy, verify, fail }: FieldsProps) {
  const { values, setValues, setFieldTouched } = useFormikContext<CableValues>();
  const [verifyCard, { isLoading: verifying }] = useVerifyCardMutation();
  const { item: providerItem } = useFormItem('packageId');
  const provider = findPackage(packages, values.packageId);
  const showmax = isShowmax(provider);
  const customer = verifiedCustomer(values);
  const subscription = effectiveSubscription(values, provider);
  const amount = cableAmount(values, provider);

  const onVerify = async () => {
    const problems = cardVerifyErrors(values, packages);
    if (problems.length > 0) {
      await Promise.all(problems.map(({ field }) => setFieldTouched(field, true)));
      fail([problems[0]?.message ?? ''], { list: false });
      return;
    }
    if (!provider) return;
    const number = values.smartCard.trim();
    const content = await verify(() => verifyCard({ packageId: provider.id, number }));
    if (content) void setValues((current) => withVerification(current, number, content));
  };

  return (
    <>
      <Form.Item {...providerItem}>
        <PackageChoice
          label="Provider"
          packages={packages}
          value={provider?.id ?? null}
          disabled={busy}
          // SPEC 4: another provider forgets the amount and the customer details.
          onChange={(pkg) => void setValues(withProvider(values, pkg.id))}
        />
      </Form.Item>
      {provider?.description && (
        <Typography.Paragraph type="secondary">{provider.description}</Typography.Paragraph>
      )}
      {!showmax && (
        <>
          <TextField
            name="smartCard"
            label="Smart Card / IUC Number"
            inputMode="numeric"
            autoComplete="off"
          />
          <VerifyButton verifying={verifying} disabled={busy} onVerify={() => void onVerify()} />
          {customer && <CustomerDetails rows={cableCustomerRows(customer)} />}
          {customer && <SubscriptionTypeField customer={customer} />}
        </>
      )}
      {subscription === 'change' && (
        <>
          <SelectField
            name="planCode"
            label="Cable Plan"
            placeholder="Select a plan"
            options={plansOf(provider).map((plan) => ({
              value: plan.code,
              label: planLabel(plan),
            }))}
          />
          <ChargedAmount label="Amount Charged" amount={amount} />
        </>
      )}
      {subscription === 'renew' && <ChargedAmount label="Renewal Amount" amount={amount} />}
      <PhoneField extra={showmax ? 'The phone number linked to your Showmax account' : undefined} />
      <PurchaseActions busy={busy} />
    </>
  );
}

/**
 * SPEC 2.3 Cable TV: choose a provider, verify the smart card / IUC number, renew the current
 * bouquet or change to a plan, give a phone number and confirm. SHOWMAX needs no smart card: the
 * phone number is the account and its success message reminds of the voucher. The form resets
 * after a 200; a 201 keeps it.
 */
export function CableForm() {
  const { data, isFetching, error } = useGetPackagesQuery(CATEGORY_IDS.cable);
  const packages = data ?? NO_PACKAGES;
  const [purchaseCable] = usePurchaseCableMutation();
  const { outcome, busy, purchase, verify, fail } = usePurchaseFlow(purchaseCable);
  const schema = useMemo(() => cableSchema(packages), [packages]);

  // SPEC 8: a failed package load is a popup with the server's message.
  useEffect(() => {
    if (error) fail([errorMessage(error)], { list: false });
  }, [error, fail]);

  const submit = async (values: CableValues, { resetForm }: FormikHelpers<CableValues>) => {
    const provider = findPackage(packages, values.packageId);
    if (!provider) return;
    const request = toCablePurchaseRequest(values, provider);
    const result = await purchase(request, {
      successSuffix: isShowmax(provider) ? PURCHASE_MESSAGES.voucherSuffix : undefined,
      confirmContent: cableConfirmText(request),
    });
    if (result?.status === 200) resetForm();
  };

  return (
    <Spin spinning={isFetching} description={LOADING_PROVIDERS}>
      <Formik initialValues={cableInitialValues} validationSchema={schema} onSubmit={submit}>
        <FormikForm
          aria-label="Pay for cable TV"
          onInvalid={(message) => fail([message], { list: false })}
        >
          <OutcomeMessages outcome={outcome} />
          <CableFields packages={packages} busy={busy} verify={verify} fail={fail} />
        </FormikForm>
      </Formik>
    </Spin>
  );
}

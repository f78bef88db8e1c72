import { useEffect, useEffectEvent, useRef } from 'react';
import { Form, Input, Radio, Typography } from 'antd';
import { useFormikContext } from 'formik';
import {
  CustomerDetails,
  PackageChoice,
  planLabel,
  plansOf,
  useGetPackagesQuery,
  useVerifyCardMutation,
  findPackage,
} from '@/entities/package';
import type { Package, VerificationContent } from '@contract/api';
import type { CablePurchaseRequest } from '@contract/services/cable';
import { CATEGORY_IDS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { choiceLabelOf } from '@contract/services/package-choice';
import { PhoneField, SelectField, TextField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, VerifyButton, type PurchaseShell } from '@/shared/ui/purchase';
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
  isShowmax,
  subscriptionTypes,
  toCablePurchaseRequest,
  verifiedCustomer,
  withProvider,
  withSubscription,
  withVerification,
  type CableValues,
  fillCable,
} from '../model/cable';

export const LOADING_PROVIDERS = 'Loading Providers... Please wait';

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

function CableFields({ packages, busy, verify, fail }: PurchaseShell) {
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

  // "Buy again" fills provider and card with the past plan waiting: the card is verified at once
  // (the decoder's current bouquet and renewal amount are read afresh), which shows that plan.
  const autoVerified = useRef<string | null>(null);
  const pending = values.repeat && provider && !customer ? values.smartCard.trim() : '';
  const verifyNow = useEffectEvent(() => void onVerify());
  useEffect(() => {
    if (!pending || autoVerified.current === pending) return;
    autoVerified.current = pending;
    verifyNow();
  }, [pending]);

  return (
    <>
      <Form.Item {...providerItem}>
        <PackageChoice
          label={choiceLabelOf('cable')}
          packages={packages}
          value={provider?.id ?? null}
          disabled={busy}
          // Another provider forgets the amount and the customer details.
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
    </>
  );
}

function order(values: CableValues, packages: readonly Package[]) {
  const provider = findPackage(packages, values.packageId);
  if (!provider) return undefined;
  const request = toCablePurchaseRequest(values, provider);
  return {
    request,
    charge: request.amount,
    successSuffix: isShowmax(provider) ? PURCHASE_MESSAGES.voucherSuffix : undefined,
    confirmContent: cableConfirmText(request),
  };
}

/**
 * Cable TV: choose a provider, verify the smart card / IUC number, renew the current bouquet or
 * change to a plan, give a phone number and confirm. SHOWMAX needs no smart card: the phone number
 * is the account, and the result panel shows its voucher. Dismissing the result clears the form.
 */
export function CableForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.cable);
  const [purchaseCable] = usePurchaseCableMutation();
  return (
    <PurchaseForm<CableValues, CablePurchaseRequest>
      fill={fillCable}
      label="Pay for cable TV"
      packages={packages}
      loadingText={LOADING_PROVIDERS}
      initialValues={cableInitialValues}
      validationSchema={cableSchema}
      send={purchaseCable}
      order={order}
    >
      {(shell) => <CableFields {...shell} />}
    </PurchaseForm>
  );
}

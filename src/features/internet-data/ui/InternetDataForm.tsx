import { Form, Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { InternetDataPurchaseRequest } from '@contract/services/internet-data';
import { formatNaira } from '@contract/format';
import {
  CustomerDetails,
  PackageChoice,
  planOptions,
  plansOf,
  useGetPackagesQuery,
  useVerifyCardMutation,
  findPackage,
  chargeText,
} from '@/entities/package';
import type { Package } from '@contract/api';
import { CATEGORY_IDS } from '@contract/constants';
import { choiceLabelOf } from '@contract/services/package-choice';
import { NativeSelectField, PhoneField, TextField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, VerifyButton, type PurchaseShell } from '@/shared/ui/purchase';
import { usePurchaseInternetDataMutation } from '../api/internetDataApi';
import {
  accountErrors,
  findPlan,
  internetDataInitialValues,
  toInternetDataRequest,
  validateInternetData,
  verifiedAccount,
  withProvider,
  type InternetDataValues,
  fillInternetData,
} from '../model/internet-data';

export const LOADING_BUNDLES = 'Loading Bundles... Please wait';

function InternetDataFields({ packages, busy, verify, fail }: PurchaseShell) {
  const { values, setValues, setFieldTouched } = useFormikContext<InternetDataValues>();
  const [verifyCard, { isLoading: verifying }] = useVerifyCardMutation();
  const { item: providerItem } = useFormItem('packageId');
  const provider = findPackage(packages, values.packageId);
  const plan = findPlan(provider, values.planId);
  const account = verifiedAccount(values);

  const onVerify = async () => {
    const problems = Object.entries(accountErrors(values));
    if (problems.length > 0) {
      await Promise.all(problems.map(([field]) => setFieldTouched(field, true)));
      fail([problems[0]?.[1] ?? ''], { list: false });
      return;
    }
    if (!provider) return;
    const account = values.account.trim();
    const content = await verify(() => verifyCard({ packageId: provider.id, number: account }));
    if (content)
      void setValues((current) => ({
        ...current,
        verified: { account, customerName: String(content.Customer_Name ?? '') },
      }));
  };

  return (
    <>
      <Form.Item {...providerItem}>
        <PackageChoice
          label={choiceLabelOf('internetData')}
          packages={packages}
          value={provider?.id ?? null}
          disabled={busy}
          onChange={(pkg) => void setValues(withProvider(values, pkg.id))}
        />
      </Form.Item>
      <TextField
        name="account"
        label="Smile Phone Number or E-mail"
        extra="The number or e-mail the Smile account is registered with"
        autoComplete="off"
      />
      <VerifyButton verifying={verifying} disabled={busy} onVerify={() => void onVerify()} />
      {account && (
        <CustomerDetails
          rows={[{ key: 'name', label: 'Account Holder', value: account.customerName }]}
        />
      )}
      <NativeSelectField
        name="planId"
        label="Bundle"
        placeholder="Select a bundle"
        disabled={!provider || busy}
        options={planOptions(plansOf(provider))}
      />
      <PhoneField />
      {provider?.description && (
        <Typography.Paragraph type="secondary">{provider.description}</Typography.Paragraph>
      )}
      {plan && <Typography.Paragraph>Price: {formatNaira(plan.amount)}</Typography.Paragraph>}
    </>
  );
}

function order(values: InternetDataValues, packages: readonly Package[]) {
  const provider = findPackage(packages, values.packageId);
  const plan = findPlan(provider, values.planId);
  const account = verifiedAccount(values);
  if (!provider || !plan || !account) return undefined;
  const request = toInternetDataRequest(values, provider, plan);
  return {
    request,
    charge: plan.amount,
    confirmContent: `${plan.title} for ${account.customerName} (${request.account}). You will be charged ${formatNaira(plan.amount)}.`,
  };
}

function preview(values: InternetDataValues, packages: readonly Package[]) {
  const plan = findPlan(findPackage(packages, values.packageId), values.planId);
  return plan ? chargeText(plan.amount) : undefined;
}

/**
 * Internet data: choose the provider, verify the Smile account by its phone or e-mail, pick a bundle
 * at the level's price, give a contact number, confirm. The result panel shows the outcome;
 * dismissing it keeps the provider and the verified account.
 */
export function InternetDataForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.internetData);
  const [purchaseInternetData] = usePurchaseInternetDataMutation();
  return (
    <PurchaseForm<InternetDataValues, InternetDataPurchaseRequest>
      fill={fillInternetData}
      label="Buy internet data"
      packages={packages}
      loadingText={LOADING_BUNDLES}
      initialValues={internetDataInitialValues}
      validate={validateInternetData}
      send={purchaseInternetData}
      order={order}
      chargePreview={preview}
      nextValues={(values) => ({ ...values, planId: '', phone: '' })}
    >
      {(shell) => <InternetDataFields {...shell} />}
    </PurchaseForm>
  );
}

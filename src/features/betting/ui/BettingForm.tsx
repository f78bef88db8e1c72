import { Alert, Form } from 'antd';
import { useFormikContext } from 'formik';
import {
  CustomerDetails,
  PackageChoice,
  chargeHint,
  chargedAmount,
  discountOf,
  useGetPackagesQuery,
  useVerifyCardMutation,
  findPackage,
} from '@/entities/package';
import type { Package } from '@contract/api';
import { BETTING_MESSAGES, type BettingPurchaseRequest } from '@contract/services/betting';
import { CATEGORY_IDS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { choiceLabelOf } from '@contract/services/package-choice';
import { AmountField, PhoneField, TextField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, VerifyButton, type PurchaseShell } from '@/shared/ui/purchase';
import { usePurchaseBettingMutation } from '../api/bettingApi';
import {
  BETTING_MAXIMUM,
  BETTING_MINIMUM,
  accountVerifyErrors,
  bettingInitialValues,
  bettingSchema,
  fillBetting,
  toBettingPurchaseRequest,
  verifiedAccount,
  withCompany,
  type BettingValues,
} from '../model/betting';

export const LOADING_COMPANIES = 'Loading Betting Companies... Please wait';

function BettingFields({ packages, busy, verify, fail }: PurchaseShell) {
  const { values, setValues, setFieldTouched } = useFormikContext<BettingValues>();
  const [verifyCard, { isLoading: verifying }] = useVerifyCardMutation();
  const { item: companyItem } = useFormItem('packageId');
  const company = findPackage(packages, values.packageId);
  const account = verifiedAccount(values);

  const onVerify = async () => {
    const [problem] = accountVerifyErrors(values, packages);
    if (problem) {
      await setFieldTouched(problem.field, true);
      fail([problem.message], { list: false });
      return;
    }
    if (!company) return;
    const customerId = values.customerId.trim();
    const content = await verify(() => verifyCard({ packageId: company.id, number: customerId }));
    if (content)
      void setValues((current) => ({
        ...current,
        verified: { customerId, customerName: String(content.Customer_Name ?? '') },
      }));
  };

  return (
    <>
      <Form.Item>
        <Alert type="info" showIcon role="note" title={BETTING_MESSAGES.statement} />
      </Form.Item>
      <Form.Item {...companyItem}>
        <PackageChoice
          label={choiceLabelOf('betting')}
          packages={packages}
          value={company?.id ?? null}
          disabled={busy}
          onChange={(pkg) => void setValues(withCompany(values, pkg.id))}
        />
      </Form.Item>
      <TextField
        name="customerId"
        label="Customer ID"
        extra={
          company
            ? `Your ${company.title} user ID, as your ${company.title} account shows it`
            : 'The user ID your betting account shows'
        }
        autoComplete="off"
      />
      <VerifyButton verifying={verifying} disabled={busy} onVerify={() => void onVerify()} />
      {account && (
        <CustomerDetails
          rows={[{ key: 'name', label: 'Account Holder', value: account.customerName }]}
        />
      )}
      <AmountField
        name="amount"
        extra={`From ${formatNaira(BETTING_MINIMUM)} to ${formatNaira(BETTING_MAXIMUM)}`}
      />
      <PhoneField />
    </>
  );
}

function order(values: BettingValues, packages: readonly Package[]) {
  const company = findPackage(packages, values.packageId);
  const account = verifiedAccount(values);
  if (!company || !account) return undefined;
  const request = toBettingPurchaseRequest(values, company);
  const charged = chargedAmount(values.amount, discountOf(company)) ?? request.amount;
  return {
    request,
    charge: charged,
    confirmContent: `${formatNaira(request.amount)} into ${account.customerName}'s ${company.title} account (${request.customer_id}). You will be charged ${formatNaira(charged)}.`,
  };
}

function preview(values: BettingValues, packages: readonly Package[]) {
  const company = findPackage(packages, values.packageId);
  return company ? chargeHint(values.amount, discountOf(company), BETTING_MINIMUM) : undefined;
}

/**
 * Betting-wallet funding: choose the betting company, verify the customer ID (the account holder's
 * name is shown), type the amount (₦100 to ₦500,000) and a phone number, see what the wallet is
 * charged after the level's discount, confirm. It funds an account the customer already has.
 */
export function BettingForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.betting);
  const [purchaseBetting] = usePurchaseBettingMutation();
  return (
    <PurchaseForm<BettingValues, BettingPurchaseRequest>
      fill={fillBetting}
      label="Fund a betting wallet"
      packages={packages}
      loadingText={LOADING_COMPANIES}
      initialValues={bettingInitialValues}
      validationSchema={bettingSchema}
      send={purchaseBetting}
      order={order}
      chargePreview={preview}
      nextValues={(values) => ({ ...values, amount: '' })}
    >
      {(shell) => <BettingFields {...shell} />}
    </PurchaseForm>
  );
}

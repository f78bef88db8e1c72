import { useEffect } from 'react';
import { Form } from 'antd';
import { useFormikContext } from 'formik';
import {
  CustomerDetails,
  PackageChoice,
  customerRows,
  planAmount,
  planOptions,
  plansOf,
  useGetPackagesQuery,
  useVerifyCardMutation,
} from '@/entities/package';
import type { Package } from '@contract/api';
import type { ExamPurchaseRequest } from '@contract/services/exam';
import { CATEGORY_IDS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { choiceLabelOf } from '@contract/services/package-choice';
import { NativeSelectField, PhoneField, TextField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, VerifyButton, type PurchaseShell } from '@/shared/ui/purchase';
import { usePurchaseExamMutation } from '../api/examApi';
import {
  examInitialValues,
  isJamb,
  isVerified,
  toExamRequest,
  validateExam,
  type ExamValues,
  fillExam,
} from '../model/exam';

export const LOADING_PLANS = 'Loading Plans... Please wait';

function selection(packages: readonly Package[], values: ExamValues) {
  const pkg = packages.find((item) => String(item.id) === values.packageId);
  const plan = plansOf(pkg).find((item) => String(item.id) === values.planId);
  return { pkg, plan };
}

/** JAMB's profile ID, its Verify and the candidate's name once verified. */
function ProfileFields({
  pkg,
  busy,
  verify,
  fail,
}: Omit<PurchaseShell, 'packages'> & { pkg: Package }) {
  const { values, setValues, setFieldTouched } = useFormikContext<ExamValues>();
  const [verifyCard, { isLoading: verifying }] = useVerifyCardMutation();

  const onVerify = async () => {
    const profileId = values.profileId.trim();
    void setValues((current) => ({ ...current, verified: null }));
    if (!profileId) {
      void setFieldTouched('profileId', true);
      fail([PURCHASE_MESSAGES.exam.profileRequired], { list: false });
      return;
    }
    const content = await verify(() => verifyCard({ packageId: pkg.id, number: profileId }));
    if (!content) return;
    const customerName = String(content.Customer_Name ?? '');
    void setValues((current) => ({
      ...current,
      verified: { packageId: current.packageId, profileId, customerName },
    }));
  };

  return (
    <>
      <TextField name="profileId" label="Profile ID" inputMode="numeric" autoComplete="off" />
      <VerifyButton verifying={verifying} disabled={busy} onVerify={() => void onVerify()} />
      {isVerified(values) && values.verified && (
        <CustomerDetails
          rows={customerRows([
            { key: 'name', label: 'Customer Name', value: values.verified.customerName },
          ])}
        />
      )}
    </>
  );
}

function ExamFields({ packages, busy, verify, fail }: PurchaseShell) {
  const { values, setValues, setFieldValue } = useFormikContext<ExamValues>();
  const { item, control } = useFormItem('packageId');
  const { pkg, plan } = selection(packages, values);

  // The plan belongs to the exam type and the amount is the plan's price: keep them in step.
  useEffect(() => {
    if (values.planId && !plan) void setFieldValue('planId', '');
    else if (values.amount !== planAmount(plan)) void setFieldValue('amount', planAmount(plan));
  }, [plan, values.planId, values.amount, setFieldValue]);

  return (
    <>
      <Form.Item {...item}>
        <PackageChoice
          {...control}
          label={choiceLabelOf('exam')}
          packages={packages}
          value={pkg?.id ?? null}
          disabled={busy}
          // Another exam type resets the plan, the amount and the verified profile.
          onChange={(choice) =>
            void setValues({
              ...values,
              packageId: String(choice.id),
              planId: '',
              amount: '',
              profileId: '',
              verified: null,
            })
          }
        />
      </Form.Item>
      <NativeSelectField
        name="planId"
        label="Plan"
        placeholder="Select a plan"
        disabled={!pkg || busy}
        options={planOptions(plansOf(pkg))}
      />
      {pkg && isJamb(pkg) && <ProfileFields pkg={pkg} busy={busy} verify={verify} fail={fail} />}
      <TextField name="amount" label="Amount" readOnly prefix="₦" inputMode="decimal" />
      <PhoneField />
    </>
  );
}

const validate = (values: ExamValues, packages: readonly Package[]) =>
  validateExam(values, {
    jamb: isJamb(selection(packages, values).pkg),
    verified: isVerified(values),
  });

function order(values: ExamValues, packages: readonly Package[]) {
  const { pkg, plan } = selection(packages, values);
  if (!pkg || !plan) return undefined;
  const request = toExamRequest(values, pkg, plan);
  return {
    request,
    charge: plan.amount,
    confirmContent: `${plan.title} for ${request.phone_number} at ${formatNaira(plan.amount)}.`,
  };
}

/**
 * Exam pins: an exam type (WAEC, WAEC Registration, JAMB) and a plan ('title at ₦amount'); JAMB
 * also needs a profile ID verified at the provider, which shows the candidate's name. Then the
 * read-only amount and a phone number; confirm. The result panel shows the PINs (and result
 * checker serials) to copy; dismissing it clears profile and phone.
 */
export function ExamForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.exam);
  const [purchaseExam] = usePurchaseExamMutation();
  return (
    <PurchaseForm<ExamValues, ExamPurchaseRequest>
      fill={fillExam}
      label="Buy exam pins"
      packages={packages}
      loadingText={LOADING_PLANS}
      initialValues={examInitialValues}
      validate={validate}
      send={purchaseExam}
      order={order}
      nextValues={(values) => ({ ...values, profileId: '', phone: '', verified: null })}
    >
      {(shell) => <ExamFields {...shell} />}
    </PurchaseForm>
  );
}

import { useEffect, useState } from 'react';
import { Button, Descriptions, Form, Spin } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
  PackageChoice,
  planAmount,
  planOptions,
  plansOf,
  useGetPackagesQuery,
  useVerifyCardMutation,
} from '@/entities/package';
import { errorMessage, type Package, type VerificationContent } from '@/shared/api';
import { CATEGORY_IDS } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { PURCHASE_MESSAGES } from '@contract/rules';
import {
  FormikForm,
  NativeSelectField,
  PhoneField,
  TextField,
  useFormItem,
} from '@/shared/ui/form';
import { OutcomeMessages } from '@/shared/ui/outcome';
import { PurchaseActions, usePurchaseFlow } from '@/shared/ui/purchase';
import { usePurchaseExamMutation } from '../api/examApi';
import {
  examInitialValues,
  isJamb,
  toExamRequest,
  validateExam,
  type ExamValues,
} from '../model/exam';

export const LOADING_PLANS = 'Loading Plans... Please wait';

/** A profile ID the provider knows, and whose it is. */
interface Verification {
  packageId: string;
  profileId: string;
  customerName: string;
}

function selection(packages: readonly Package[], values: ExamValues) {
  const pkg = packages.find((item) => String(item.id) === values.packageId);
  const plan = plansOf(pkg).find((item) => String(item.id) === values.planId);
  return { pkg, plan };
}

const isVerified = (verification: Verification | null, values: ExamValues) =>
  verification !== null &&
  verification.packageId === values.packageId &&
  verification.profileId === values.profileId.trim();

interface ExamFieldsProps {
  packages: readonly Package[];
  busy: boolean;
  verification: Verification | null;
  onVerified: (verification: Verification | null) => void;
  verifyProfile: (pkg: Package, profileId: string) => Promise<VerificationContent | undefined>;
  verifying: boolean;
  onMissingProfile: () => void;
}

function ExamFields({
  packages,
  busy,
  verification,
  onVerified,
  verifyProfile,
  verifying,
  onMissingProfile,
}: ExamFieldsProps) {
  const { values, setValues, setFieldValue, setFieldTouched, validateForm } =
    useFormikContext<ExamValues>();
  const { item, control } = useFormItem('packageId');
  const { pkg, plan } = selection(packages, values);
  const jamb = isJamb(pkg);
  const verified = isVerified(verification, values);

  // The plan belongs to the exam type and the amount is the plan's price: keep them in step.
  useEffect(() => {
    if (values.planId && !plan) void setFieldValue('planId', '');
    else if (values.amount !== planAmount(plan)) void setFieldValue('amount', planAmount(plan));
  }, [plan, values.planId, values.amount, setFieldValue]);

  // A verification changes what the rules say about the profile ID.
  useEffect(() => {
    void validateForm();
  }, [verification, validateForm]);

  const verify = async () => {
    if (!pkg) return;
    const profileId = values.profileId.trim();
    onVerified(null);
    if (!profileId) {
      void setFieldTouched('profileId', true);
      onMissingProfile();
      return;
    }
    const content = await verifyProfile(pkg, profileId);
    if (content) {
      onVerified({
        packageId: values.packageId,
        profileId,
        customerName: String(content.Customer_Name ?? ''),
      });
    }
  };

  return (
    <>
      <Form.Item {...item}>
        <PackageChoice
          {...control}
          label="Exam Type"
          packages={packages}
          value={pkg?.id ?? null}
          disabled={busy}
          // SPEC 4: changing the provider resets amount and customer details.
          onChange={(choice) => {
            onVerified(null);
            void setValues({
              ...values,
              packageId: String(choice.id),
              planId: '',
              amount: '',
              profileId: '',
            });
          }}
        />
      </Form.Item>
      <NativeSelectField
        name="planId"
        label="Plan"
        placeholder="Select a plan"
        disabled={!pkg || busy}
        options={planOptions(plansOf(pkg))}
      />
      {jamb && (
        <>
          <TextField name="profileId" label="Profile ID" inputMode="numeric" autoComplete="off" />
          <Form.Item>
            <Button onClick={() => void verify()} loading={verifying} disabled={busy}>
              Verify
            </Button>
          </Form.Item>
          {verified && verification && (
            <Descriptions
              column={1}
              bordered
              size="small"
              style={{ marginBottom: 24 }}
              items={[{ key: 'name', label: 'Customer Name', children: verification.customerName }]}
            />
          )}
        </>
      )}
      <TextField name="amount" label="Amount" readOnly prefix="₦" inputMode="decimal" />
      <PhoneField />
      <PurchaseActions busy={busy} />
    </>
  );
}

/**
 * SPEC 2.3 Exam pins: an exam type (WAEC, WAEC Registration, JAMB) and a plan ('title at ₦amount');
 * JAMB also needs a profile ID verified at the provider, which shows the candidate's name. Then the
 * read-only amount and a phone number; confirm. The server's message carries the PINs when it has
 * them; the receipt lists them too.
 */
export function ExamForm() {
  const { data: packages = [], isFetching, error } = useGetPackagesQuery(CATEGORY_IDS.exam);
  const [purchaseExam] = usePurchaseExamMutation();
  const [verifyCard, { isLoading: verifying }] = useVerifyCardMutation();
  const { outcome, busy, purchase, verify, fail } = usePurchaseFlow(purchaseExam);
  const [verification, setVerification] = useState<Verification | null>(null);

  // SPEC 8: a failed package load is a popup with the server's message.
  useEffect(() => {
    if (error) fail([errorMessage(error)], { list: false });
  }, [error, fail]);

  const validate = (values: ExamValues) =>
    validateExam(values, {
      jamb: isJamb(selection(packages, values).pkg),
      verified: isVerified(verification, values),
    });

  const submit = async (values: ExamValues, { resetForm }: FormikHelpers<ExamValues>) => {
    const { pkg, plan } = selection(packages, values);
    if (!pkg || !plan) return;
    const request = toExamRequest(values, pkg, plan);
    const result = await purchase(request, {
      confirmContent: `${plan.title} for ${request.phone_number} at ${formatNaira(plan.amount)}.`,
    });
    if (result?.status === 200) {
      setVerification(null);
      resetForm({ values: { ...values, profileId: '', phone: '' } });
    }
  };

  return (
    <Spin spinning={isFetching} description={LOADING_PLANS}>
      <Formik initialValues={examInitialValues} validate={validate} onSubmit={submit}>
        <FormikForm
          aria-label="Buy exam pins"
          onInvalid={(message) => fail([message], { list: false })}
        >
          <OutcomeMessages outcome={outcome} />
          <ExamFields
            packages={packages}
            busy={busy}
            verification={verification}
            onVerified={setVerification}
            verifying={verifying}
            verifyProfile={(pkg, profileId) =>
              verify(() => verifyCard({ packageId: pkg.id, number: profileId }))
            }
            onMissingProfile={() => fail([PURCHASE_MESSAGES.exam.profileRequired], { list: false })}
          />
        </FormikForm>
      </Formik>
    </Spin>
  );
}

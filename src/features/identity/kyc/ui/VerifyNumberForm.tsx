import { Formik, type FormikHelpers } from 'formik';
import { ID_NUMBER_LABELS, type IdNumberKind } from '@contract/rules/kyc';
import { apiErrorBody, errorMessage } from '@/shared/api';
import { FormikForm, SubmitButton, TextField } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useVerifyIdentityMutation } from '../api/kycApi';
import {
  toVerifyRequest,
  verifyInitialValues,
  verifySchema,
  type VerifyValues,
} from '../model/verify-form';

const HINTS: Record<IdNumberKind, string> = {
  nin: 'The 11 digits on your NIN slip or in the NIMC app.',
  bvn: 'Dial *565*0# from the phone number your bank has to see your BVN.',
};

/**
 * Verifies a NIN or BVN with the date of birth on it. A field that did not match is answered
 * under that field; a name that does not match, or a service that did not answer, above the form.
 */
export function VerifyNumberForm({ kind }: { kind: IdNumberKind }) {
  const [verify, { isLoading }] = useVerifyIdentityMutation();
  const { outcome, start, succeed, fail } = useOutcome();
  const label = ID_NUMBER_LABELS[kind];

  const submit = async (values: VerifyValues, form: FormikHelpers<VerifyValues>) => {
    start();
    const result = await verify(toVerifyRequest(kind, values));
    if (result.error) {
      const fields = apiErrorBody(result.error)?.data ?? {};
      form.setErrors(fields);
      fail(Object.keys(fields).length ? Object.values(fields) : [errorMessage(result.error)]);
      return;
    }
    succeed(result.data.message);
  };

  return (
    <Formik
      initialValues={verifyInitialValues}
      validationSchema={verifySchema(kind)}
      onSubmit={submit}
    >
      <FormikForm
        aria-label={`Verify your ${label}`}
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <TextField
          name="number"
          label={label}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          extra={HINTS[kind]}
        />
        <TextField
          name="date_of_birth"
          label="Date of birth"
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          extra={`As it is on your ${kind === 'nin' ? 'NIN slip' : 'bank records'}, e.g. 1990-04-23.`}
        />
        <SubmitButton busy={isLoading}>{`Verify ${label}`}</SubmitButton>
      </FormikForm>
    </Formik>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorBody, fieldMessages } from '@/shared/api';
import { HEAR_US_OPTIONS, LIMITS } from '@contract/constants';
import { DELAYS_MS, ROUTES } from '@/shared/config';
import {
  PlainForm,
  PlainSelectField,
  PlainPasswordField,
  PlainSubmitButton,
  PlainTextField,
} from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useRegisterMutation } from '../api/authApi';
import { AUTH_TEXTS } from '../config/texts';
import { EmailField } from './EmailField';
import { useAfterDelay } from '@/shared/lib/timing';
import styles from './register-form.module.css';
import {
  registerInitialValues,
  toRegisterRequest,
  validateRegister,
  type RegisterValues,
} from '../model/register';

const hearUsOptions = HEAR_US_OPTIONS.map((option) => ({ value: option, label: option }));

/** The confirm field, whose mismatch check also runs as the user types (check 9). */
function ConfirmPasswordField() {
  const { getFieldMeta, setFieldTouched } = useFormikContext<RegisterValues>();
  // Marking the field touched shows its error at once instead of on leaving it; the form's
  // validation supplies the message (validateRegister) and reruns on every change.
  const checkOnKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.currentTarget.value && !getFieldMeta('password2').touched) {
      void setFieldTouched('password2', true);
    }
  };
  return (
    <PlainPasswordField
      name="password2"
      label="Confirm password"
      autoComplete="new-password"
      onKeyUp={checkOnKeyUp}
    />
  );
}

/**
 * The registration form. The ten checks run in a fixed order and the first
 * failure is shown as a popup and under its field; server errors are shown as popups and listed.
 * A referral link's `ref` query parameter (a referral code) is shown read-only and sent as
 * referred_by (an old link's e-mail is sent but not shown); once the
 * server refuses the code, the field opens for editing (or clearing) with the server's message
 * under it, and that same code is not sent again.
 */
export function RegisterForm() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref')?.trim() ?? '';
  // Links shared before referral codes carry the referrer's e-mail: still honoured, never shown.
  const linkCarriesEmail = referralCode.includes('@');
  const navigate = useNavigate();
  const [register, { isLoading, isSuccess }] = useRegisterMutation();
  const { outcome, start, succeed, fail } = useOutcome();
  const [refusedReferral, setRefusedReferral] = useState<{ code: string; message: string }>();

  const validate = (values: RegisterValues) => {
    const errors = validateRegister(values);
    const sameCode = refusedReferral && values.referred_by.trim() === refusedReferral.code;
    if (sameCode && Object.keys(errors).length === 0) errors.referred_by = refusedReferral.message;
    return errors;
  };

  useAfterDelay(isSuccess, DELAYS_MS.registerRedirect, () => void navigate(ROUTES.login));

  const submit = async (values: RegisterValues, form: FormikHelpers<RegisterValues>) => {
    start();
    const result = await register(toRegisterRequest(values));
    if (result.error) {
      const referralMessage = apiErrorBody(result.error)?.data?.referred_by;
      if (referralMessage && values.referred_by.trim()) {
        setRefusedReferral({ code: values.referred_by.trim(), message: referralMessage });
        // An old link's e-mail is never shown: the field opens empty for a code instead.
        if (linkCarriesEmail) await form.setFieldValue('referred_by', '', false);
        form.setFieldError('referred_by', referralMessage);
      }
      fail(fieldMessages(result.error));
      return;
    }
    succeed(result.data.message ?? AUTH_TEXTS.registered, { toast: true });
  };

  return (
    <Formik
      initialValues={registerInitialValues(referralCode)}
      validate={validate}
      onSubmit={submit}
    >
      <PlainForm aria-label="Register" onInvalid={(message) => fail([message], { list: false })}>
        <OutcomeMessages outcome={outcome} />
        <div className={styles.pair}>
          <PlainTextField name="first_name" label="First name" autoComplete="given-name" />
          <PlainTextField name="last_name" label="Last name" autoComplete="family-name" />
        </div>
        <div className={styles.pair}>
          <EmailField />
          <PlainTextField
            name="phone_no"
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="08031234567"
          />
        </div>
        <div className={styles.pair}>
          <PlainPasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            extra={`At least ${LIMITS.passwordMinLength} characters`}
          />
          <ConfirmPasswordField />
        </div>
        <PlainSelectField
          name="hear_us"
          label="How did you hear about us?"
          placeholder="Choose one"
          options={hearUsOptions}
        />
        {referralCode && (!linkCarriesEmail || refusedReferral) && (
          <PlainTextField
            name="referred_by"
            label="Referral code"
            readOnly={!refusedReferral}
            extra={
              refusedReferral ? 'Correct the code, or clear it to register without one.' : undefined
            }
          />
        )}
        <PlainSubmitButton
          busy={isLoading}
          busyLabel={AUTH_TEXTS.registerBusy}
          disabled={isSuccess}
        >
          Create account
        </PlainSubmitButton>
      </PlainForm>
    </Formik>
  );
}

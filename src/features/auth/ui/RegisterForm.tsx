import type { KeyboardEvent } from 'react';
import { Col, Row } from 'antd';
import { Formik, useFormikContext } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fieldMessages } from '@/shared/api';
import { DELAYS_MS, HEAR_US_OPTIONS, LIMITS, ROUTES } from '@/shared/config';
import {
  FormikForm,
  NativeSelectField,
  PasswordField,
  SubmitButton,
  TextField,
} from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useRegisterMutation } from '../api/authApi';
import { AUTH_TEXTS } from '../config/texts';
import { useAfterDelay } from '@/shared/lib/timing';
import {
  registerInitialValues,
  toRegisterRequest,
  validateRegister,
  type RegisterValues,
} from '../model/register';

const hearUsOptions = HEAR_US_OPTIONS.map((option) => ({ value: option, label: option }));

/** The confirm field, whose mismatch check also runs as the user types (SPEC 5, check 9). */
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
    <PasswordField
      name="password2"
      label="Confirm password"
      autoComplete="new-password"
      onKeyUp={checkOnKeyUp}
    />
  );
}

/**
 * SPEC 2.2, 3, 4, 5, 8: the registration form. The ten checks run in SPEC order and the first
 * failure is shown as a popup and under its field; server errors are shown as popups and listed.
 * A referral link's `ref` query parameter is shown read-only and sent as referred_by.
 */
export function RegisterForm() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref')?.trim() ?? '';
  const navigate = useNavigate();
  const [register, { isLoading, isSuccess }] = useRegisterMutation();
  const { outcome, start, succeed, fail } = useOutcome();

  useAfterDelay(isSuccess, DELAYS_MS.registerRedirect, () => void navigate(ROUTES.login));

  const submit = async (values: RegisterValues) => {
    start();
    const result = await register(toRegisterRequest(values));
    if (result.error) {
      fail(fieldMessages(result.error));
      return;
    }
    succeed(result.data.message ?? AUTH_TEXTS.registered, { toast: true });
  };

  return (
    <Formik
      initialValues={registerInitialValues(referralCode)}
      validate={validateRegister}
      onSubmit={submit}
    >
      <FormikForm aria-label="Register" onInvalid={(message) => fail([message], { list: false })}>
        <OutcomeMessages outcome={outcome} />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <TextField name="first_name" label="First name" autoComplete="given-name" />
          </Col>
          <Col xs={24} sm={12}>
            <TextField name="last_name" label="Last name" autoComplete="family-name" />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <TextField
              name="email"
              label="Email address"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
            />
          </Col>
          <Col xs={24} sm={12}>
            <TextField
              name="phone_no"
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="08031234567"
            />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <PasswordField
              name="password"
              label="Password"
              autoComplete="new-password"
              extra={`At least ${LIMITS.passwordMinLength} characters`}
            />
          </Col>
          <Col xs={24} sm={12}>
            <ConfirmPasswordField />
          </Col>
        </Row>
        <NativeSelectField
          name="hear_us"
          label="How did you hear about us?"
          placeholder="Choose one"
          options={hearUsOptions}
        />
        {referralCode && <TextField name="referred_by" label="Referral code" disabled readOnly />}
        <SubmitButton busy={isLoading} busyLabel={AUTH_TEXTS.registerBusy} disabled={isSuccess}>
          Create account
        </SubmitButton>
      </FormikForm>
    </Formik>
  );
}

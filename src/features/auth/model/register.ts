import { object, string } from 'yup';
import type { RegisterRequest } from '@contract/api';
import { HEAR_US_OPTIONS } from '@contract/constants';
import {
  isValidAccountPhone,
  EMAIL_PATTERN,
  REGISTER_MESSAGES as M,
  normalizePhone,
} from '@contract/rules';
import { newPassword, orderedErrors, type FieldErrors } from '@/shared/lib/validation';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_no: string;
  password: string;
  password2: string;
  hear_us: string;
  /** the referral code from the link, read-only */
  referred_by: string;
}

export const registerInitialValues = (referredBy = ''): RegisterValues => ({
  first_name: '',
  last_name: '',
  email: '',
  phone_no: '',
  password: '',
  password2: '',
  hear_us: '',
  referred_by: referredBy,
});

/** The ten registration checks, in the order they run: the first failing one is the one shown. */
export const REGISTER_CHECK_ORDER = [
  M.firstNameRequired,
  M.lastNameRequired,
  M.emailRequired,
  M.emailInvalid,
  M.passwordRequired,
  M.passwordTooShort,
  M.passwordBlank,
  M.confirmPasswordRequired,
  M.phoneRequired,
  M.phoneInvalid,
  M.passwordMismatch,
  M.hearUsRequired,
] as const;

/** Both passwords typed and different (the key-up check of the confirm field). */
export const passwordsDiffer = ({
  password,
  password2,
}: Pick<RegisterValues, 'password' | 'password2'>) =>
  password !== '' && password2 !== '' && password !== password2;

export const registerSchema = object({
  first_name: string().trim().required(M.firstNameRequired),
  last_name: string().trim().required(M.lastNameRequired),
  email: string().trim().required(M.emailRequired).matches(EMAIL_PATTERN, M.emailInvalid),
  password: newPassword(M.passwordRequired),
  password2: string()
    .required(M.confirmPasswordRequired)
    .test(
      'match',
      M.passwordMismatch,
      (password2, context) =>
        !passwordsDiffer({
          password: String(context.parent.password ?? ''),
          password2: password2 ?? '',
        }),
    ),
  phone_no: string()
    .trim()
    .required(M.phoneRequired)
    .test('phone', M.phoneInvalid, (phone) => !phone || isValidAccountPhone(phone)),
  hear_us: string().required(M.hearUsRequired).oneOf(HEAR_US_OPTIONS, M.hearUsRequired),
});

/**
 * Formik errors for the register form: only the first failing check in check order, plus the
 * password mismatch whenever both passwords are typed, because the confirm field is also checked on key-up.
 */
export function validateRegister(values: RegisterValues): FieldErrors {
  const [first] = Object.entries(orderedErrors(registerSchema, values, REGISTER_CHECK_ORDER));
  const errors: FieldErrors = first ? { [first[0]]: first[1] } : {};
  if (!errors.password2 && passwordsDiffer(values)) errors.password2 = M.passwordMismatch;
  return errors;
}

/** The registration payload; the username is the e-mail. */
export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  const email = values.email.trim();
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: email,
    email,
    password: values.password,
    password2: values.password2,
    phone_no: normalizePhone(values.phone_no) ?? values.phone_no.trim(),
    referred_by: values.referred_by.trim(),
    hear_us: values.hear_us,
  };
}

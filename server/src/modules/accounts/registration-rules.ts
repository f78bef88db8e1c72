import { HEAR_US_OPTIONS } from '@contract/constants';
import {
  REGISTER_MESSAGES as M,
  isValidAccountPhone,
  isValidEmail,
  newPasswordProblem,
} from '@contract/rules';

export interface RegistrationFields {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  phone_no: string;
  hear_us: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationFields, string>>;

/**
 * The ten registration checks plus the new-password rule (length, not only spaces), one message per field.
 * The register form shows the first in check order; the server answers with all of them.
 */
export function checkRegistration(input: RegistrationFields): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!input.first_name.trim()) errors.first_name = M.firstNameRequired;
  if (!input.last_name.trim()) errors.last_name = M.lastNameRequired;
  const email = input.email.trim();
  if (!email) errors.email = M.emailRequired;
  else if (!isValidEmail(email)) errors.email = M.emailInvalid;
  if (!input.password) errors.password = M.passwordRequired;
  else {
    const problem = newPasswordProblem(input.password);
    if (problem) errors.password = problem;
  }
  if (!input.password2) errors.password2 = M.confirmPasswordRequired;
  if (!input.phone_no.trim()) errors.phone_no = M.phoneRequired;
  else if (!isValidAccountPhone(input.phone_no.trim())) errors.phone_no = M.phoneInvalid;
  if (input.password && input.password2 && input.password !== input.password2) {
    errors.password2 = M.passwordMismatch;
  }
  if (!(HEAR_US_OPTIONS as readonly string[]).includes(input.hear_us))
    errors.hear_us = M.hearUsRequired;
  return errors;
}

import type { ApiKeyProof } from '@contract/api';
import { PIN_MESSAGES, PIN_PATTERN, PROOF_MESSAGES } from '@contract/rules';

/** What the customer types to open the API-key screen: the password, and the PIN when set. */
export interface ProofValues {
  password: string;
  pin: string;
}

export const proofInitialValues: ProofValues = { password: '', pin: '' };

export function validateProof(values: ProofValues, hasPin: boolean): Partial<ProofValues> {
  const errors: Partial<ProofValues> = {};
  if (!values.password) errors.password = PROOF_MESSAGES.passwordRequired;
  if (hasPin && !values.pin) errors.pin = PIN_MESSAGES.required;
  else if (hasPin && !PIN_PATTERN.test(values.pin)) errors.pin = PIN_MESSAGES.format;
  return errors;
}

export const toProof = (values: ProofValues, hasPin: boolean): ApiKeyProof =>
  hasPin ? { password: values.password, pin: values.pin } : { password: values.password };

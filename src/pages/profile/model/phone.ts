import { object, string } from 'yup';
import type { UpdateProfileRequest } from '@contract/api';
import { isValidAccountPhone, normalizePhone, REGISTER_MESSAGES } from '@contract/rules';
import { errorsInOrder, type FieldErrors } from './errors';

export interface PhoneValues {
  phone_no: string;
}

/** The account's phone by the contract's one phone rule (+234…, 234… or 0…, spaces or dashes). */
export const phoneSchema = object({
  phone_no: string()
    .trim()
    .required(REGISTER_MESSAGES.phoneRequired)
    .test('phone', REGISTER_MESSAGES.phoneInvalid, (value) => !value || isValidAccountPhone(value)),
});

export const validatePhone = (values: PhoneValues): FieldErrors =>
  errorsInOrder(phoneSchema, values, ['phone_no']);

/** Sent in the form it is stored, 08031234567. */
export const toPhoneRequest = (values: PhoneValues): UpdateProfileRequest => ({
  webhook_url: '',
  phone_no: normalizePhone(values.phone_no) ?? values.phone_no.trim(),
});

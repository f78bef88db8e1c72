import { object, string } from 'yup';
import type { EpinSeller } from '@contract/api';
import { EPIN_MESSAGES, SELLER_NAME_MAX } from '@contract/services/epins';
import { orderedErrors } from '@/shared/lib/validation';

export interface SellerValues {
  businessName: string;
  phone: string;
}

/** The longest phone the server keeps for a seller. */
export const SELLER_PHONE_MAX = 20;

const MESSAGE_ORDER = [
  EPIN_MESSAGES.businessNameRequired,
  EPIN_MESSAGES.businessNameTooLong,
  EPIN_MESSAGES.sellerPhoneRequired,
] as const;

const sellerSchema = object({
  businessName: string()
    .trim()
    .required(EPIN_MESSAGES.businessNameRequired)
    .max(SELLER_NAME_MAX, EPIN_MESSAGES.businessNameTooLong),
  phone: string().trim().required(EPIN_MESSAGES.sellerPhoneRequired),
});

export const validateSeller = (values: SellerValues) =>
  orderedErrors(sellerSchema, values, MESSAGE_ORDER);

export const sellerValuesOf = (seller: EpinSeller | undefined): SellerValues => ({
  businessName: seller?.business_name ?? '',
  phone: seller?.phone ?? '',
});

export const toSellerRequest = (values: SellerValues): EpinSeller => ({
  business_name: values.businessName.trim(),
  phone: values.phone.trim(),
});

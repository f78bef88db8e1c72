import { PURCHASE_MESSAGES } from './messages';

/** What the internet data screen and its API call say when something is missing or wrong. */
export const INTERNET_DATA_MESSAGES = {
  accountRequired: 'Smile phone number is required',
  verifyFirst: 'Please verify the Smile phone number first',
  phoneRequired: 'Phone number is required',
  providerRequired: PURCHASE_MESSAGES.providerRequired,
  planRequired: 'Please select a bundle from the list',
  noAccount: 'No Smile account was found for this phone number',
} as const;

import { PURCHASE_MESSAGES } from '../../rules/messages';
import { isValidEmail } from '../../rules/patterns';
import { isValidPurchasePhone } from '../../rules/phone';

/** What the internet data screen and its API call say when something is missing or wrong. */
export const INTERNET_DATA_MESSAGES = {
  accountRequired: 'Smile phone number or e-mail is required',
  accountInvalid: 'Enter the Smile phone number or the e-mail the account is registered with',
  verifyFirst: 'Please verify the Smile account first',
  phoneRequired: 'Phone number is required',
  providerRequired: PURCHASE_MESSAGES.providerRequired,
  planRequired: 'Please select a bundle from the list',
  noAccount: 'No Smile account was found for this phone number or e-mail',
} as const;

/** How a Smile account is looked up: by its phone number or by its e-mail. */
export type AccountLookup = 'phone' | 'email';

/** How `account` finds a Smile account, or undefined when it is neither a phone nor an e-mail. */
export function accountLookup(account: string): AccountLookup | undefined {
  const value = account.trim();
  if (isValidPurchasePhone(value)) return 'phone';
  if (isValidEmail(value)) return 'email';
  return undefined;
}

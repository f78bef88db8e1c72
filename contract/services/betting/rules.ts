import { providerAccountId } from '../../rules/beneficiary';
import { bettingEntry } from './service';

/** What the betting screen and its API call say when something is missing or wrong. */
export const BETTING_MESSAGES = {
  providerRequired: 'Please select a betting company from the list',
  customerIdRequired: 'Customer ID is required',
  customerIdInvalid: 'Enter the customer ID (or username) exactly as your betting account shows it',
  verifyFirst: 'Please verify the customer ID first',
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  minimum: `Amount can not be less than ₦${bettingEntry.minimum.toLocaleString('en-NG')}`,
  maximum: `Amount can not be more than ₦${bettingEntry.maximum.toLocaleString('en-NG')}`,
  /** the plain statement on the screen: what the product is, and is not */
  statement:
    'This tops up a betting account you already have. We do not take bets or open accounts: check the customer ID, because money sent to a wrong account cannot be taken back.',
} as const;

/**
 * A betting customer ID as the companies issue them (a numeric ID, a phone number, a username),
 * the form a saved account takes too: the provider is sent it trimmed; undefined when it cannot be one.
 */
export const bettingCustomerId = providerAccountId;

import { object, string } from 'yup';
import type { CreateVirtualAccountRequest } from '@contract/api';
import { LIMITS } from '@contract/constants';
import { FUNDING_MESSAGES } from '@contract/rules';
import type { BankOption } from './banks';

export interface VirtualAccountValues {
  account_name: string;
  nin: string;
}

export const virtualAccountInitialValues: VirtualAccountValues = { account_name: '', nin: '' };

const NIN_PATTERN = new RegExp(`^\\d{${LIMITS.ninLength}}$`);

/** The account name is required; moniepoint and wema also need an 11-digit NIN. */
export const virtualAccountSchema = (bank: BankOption) =>
  object({
    account_name: string().trim().required(FUNDING_MESSAGES.accountNameRequired),
    nin: bank.needsNin
      ? string().trim().required(FUNDING_MESSAGES.ninInvalid).matches(NIN_PATTERN, {
          message: FUNDING_MESSAGES.ninInvalid,
        })
      : string(),
  });

export const toVirtualAccountRequest = (
  bank: BankOption,
  values: VirtualAccountValues,
): CreateVirtualAccountRequest => ({
  bank_name: bank.bankName,
  account_name: values.account_name.trim(),
  nin: bank.needsNin ? values.nin.trim() : '',
});

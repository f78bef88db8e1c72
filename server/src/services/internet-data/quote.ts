import type { InternetDataPurchaseRequest } from '@contract/services/internet-data';
import { CATEGORY_IDS } from '@contract/constants';
import { accountLookup, INTERNET_DATA_MESSAGES } from '@contract/services/internet-data';
import { badRequest } from '../../lib/http-error';
import { stringAt } from '../../lib/loose';
import { findPricing, type Buyer } from '../../modules/purchases/catalogue';
import { purchaseDuplicateKey } from '../../modules/purchases/duplicate-rule';
import { Problems } from '../../modules/purchases/problems';
import {
  customerOf,
  hash,
  verified,
  type Quote,
  type QuoteDeps,
} from '../../modules/purchases/quote';
import { checkPurchasePhone } from '../../modules/purchases/records';

/*
 * An internet data bundle (Smile): the account is found by its phone number or e-mail first, and the bundle
 * is paid for the account id the provider returns, at the plan's price for the buyer's level.
 */

export async function quoteInternetData(
  deps: QuoteDeps,
  buyer: Buyer,
  request: InternetDataPurchaseRequest,
): Promise<Quote> {
  const messages = INTERNET_DATA_MESSAGES;
  const problems = new Problems();
  const code = request.variation_code.trim();
  const { levelId, pkg, plan } = await findPricing(
    deps.db,
    buyer,
    request.package_id,
    CATEGORY_IDS.internetData,
    { planCode: code },
  );
  const account = request.account.trim();
  const lookup = accountLookup(account);
  if (!account) problems.add('account', messages.accountRequired);
  else if (!lookup) problems.add('account', messages.accountInvalid);
  const phone = checkPurchasePhone(problems, request.phone_number, messages.phoneRequired);
  if (!pkg) problems.add('package_id', messages.providerRequired);
  else if (!plan) problems.add('variation_code', messages.planRequired);
  problems.check();
  if (!pkg || !plan) throw badRequest(messages.planRequired);

  const customer = await verified(
    deps,
    pkg,
    { billersCode: account, byEmail: lookup === 'email' },
    'account',
  );
  // The provider pays into an account id, not a phone number.
  const accountId = stringAt(customer.AccountId);
  if (!accountId) throw badRequest(messages.noAccount, { account: messages.noAccount });

  return {
    service: 'internetData',
    pkg,
    levelId,
    chargeKobo: plan.priceKobo,
    upstreamAmountKobo: plan.faceKobo,
    variationCode: plan.code,
    billersCode: accountId,
    phone,
    subscriptionType: null,
    plan: plan.title,
    description: `${plan.title} for ${pkg.title} account ${accountId} (${account})`,
    cardNo: account,
    result: customerOf(customer),
    requestHash: hash(['internetData', pkg.id, plan.code, account, phone]),
    dedupeKey: purchaseDuplicateKey(pkg.serviceId, accountId),
  };
}

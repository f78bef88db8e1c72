import { createHash } from 'node:crypto';
import type { AirtimeToCashRequest } from '@contract/services/airtime-to-cash';
import { CATEGORY_IDS, LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { AIRTIME_TO_CASH_MESSAGES } from '@contract/rules';
import { airtimeToCashPayoutKobo } from '@contract/services/airtime-to-cash';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import { tryNairaToKobo } from '../../lib/money';
import { findPricing } from '../purchases/catalogue';
import { replyFor, type PurchaseReply } from '../purchases/engine';
import { Problems } from '../purchases/problems';
import { createPending } from '../purchases/create';
import { checkPurchasePhone, findPackageRate } from '../purchases/records';
import { AIRTIME_TO_CASH_KIND } from './review';

/*
 * An airtime-to-cash request: the customer has transferred airtime to our line and asks
 * for the payout. It is recorded pending with the payout as its amount; no money moves until an
 * operator confirms the airtime arrived (review.ts).
 */

const messages = AIRTIME_TO_CASH_MESSAGES;

const hash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export async function requestAirtimeToCash(
  db: Db,
  userId: number,
  request: AirtimeToCashRequest,
  key: string | undefined,
): Promise<PurchaseReply> {
  const problems = new Problems();
  const phone = checkPurchasePhone(problems, request.phone_number, messages.phoneRequired);
  const amount = request.amount_transferred;
  if (!(amount > 0)) problems.add('amount_transferred', messages.amountRequired);
  else if (amount < LIMITS.minAirtimeToCash) problems.add('amount_transferred', messages.minimum);
  else if (tryNairaToKobo(amount) === undefined)
    problems.add('amount_transferred', messages.amountDecimals);
  const { levelId, pkg } = await findPricing(
    db,
    { userId },
    request.package_id,
    CATEGORY_IDS.airtimeToCash,
  );
  if (!pkg) problems.add('package_id', messages.providerRequired);
  problems.check();
  if (!pkg) throw badRequest(messages.providerRequired);

  const commissionBp = (await findPackageRate(db, pkg.id, levelId))?.commissionBp;
  if (commissionBp === null || commissionBp === undefined)
    throw new HttpError(503, 'Airtime to cash is not available for this network right now.');
  const transferredKobo = tryNairaToKobo(amount) ?? 0;
  // The client's amount_to_receive is only what it displayed; the payout is ours to compute.
  const payoutKobo = airtimeToCashPayoutKobo(transferredKobo, commissionBp);
  const transferred = formatNaira(transferredKobo / 100);
  const payout = formatNaira(payoutKobo / 100);
  const names = {
    category: { id: pkg.categoryId, name: pkg.categoryName, image: pkg.categoryImage },
    subcategory: { id: pkg.id, title: pkg.title, image: pkg.image },
  };

  const identity = {
    key,
    requestHash: hash(['airtime_to_cash', pkg.id, phone, transferredKobo]),
    dedupeKey: `airtime_to_cash:${pkg.id}:${phone}:${transferredKobo}`,
  };

  // Recorded through the one create path, not charged: the payout is credited on approval.
  const { row } = await createPending(
    db,
    {
      userId,
      levelId,
      identity,
      charged: false,
      row: {
        categoryId: pkg.categoryId,
        packageId: pkg.id,
        kind: AIRTIME_TO_CASH_KIND,
        plan: `${pkg.title} airtime ${transferred} to cash`,
        phoneNo: phone,
        description: `${pkg.title} airtime ${transferred} from ${phone} to cash`,
        response: messages.received(payout),
        amountKobo: payoutKobo,
        serviceId: pkg.serviceId,
        upstreamAmountKobo: transferredKobo,
      },
    },
    {
      duplicate: messages.duplicate,
      levelChanged: 'Your level changed while you were sending this request. Please try again.',
    },
  );
  // A replay answers as the request stands now (confirmed 200, pending 201, rejected 400); a key
  // is only replayed for the same request, so the names are this package's.
  return replyFor(db, row, { names });
}

import { createHash } from 'node:crypto';
import type { SmsRequest } from '@contract/services/sms';
import { CATEGORY_IDS } from '@contract/constants';
import { PURCHASE_MESSAGES, SMS_MESSAGES } from '@contract/rules';
import {
  parseRecipients,
  senderNameProblem,
  smsCostKobo,
  smsPages,
  truncateSmsMessage,
} from '@contract/services/sms';
import { formatNaira } from '@contract/format';
import { badRequest, HttpError } from '../../lib/http-error';
import type { SmsProvider, SmsSendOutcome } from '../../ports/sms';
import type { TransactionRow } from '../wallet/repository';
import { findPricing, type PackageInfo } from '../purchases/catalogue';
import { replyFor, type Names, type PurchaseReply } from '../purchases/engine';
import { Problems } from '../purchases/problems';
import { createPending, type Created } from '../purchases/create';
import { findPackageRate } from '../purchases/records';
import type { SettleDeps } from '../purchases/settle';
import { evidenceFor, recordAnswers, recordIntendedBatches } from './batches';
import { settleSms } from './settle-sms';
import { refusedShareKobo, verdictOf } from './verdict';

/*
 * Bulk SMS: priced by the server (unique recipients x pages x the level's rate), charged with a
 * pending transaction and its planned gateway calls (batches) in one database transaction, then
 * handed to the SMS gateway. Its answers settle the transaction through settle-sms.ts (confirmed
 * with referral commission, failed and refunded, or confirmed with refused recipients' share
 * refunded); an unclear answer keeps it pending for a delivery report or the sweep.
 */

export interface SmsDeps extends SettleDeps {
  sms: SmsProvider;
}

export const SMS_KIND = 'sms';

const hash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface SmsQuote {
  pkg: PackageInfo;
  levelId: number;
  sender: string;
  recipients: string[];
  message: string;
  pages: number;
  costKobo: number;
}

async function quoteSms(deps: SmsDeps, userId: number, request: SmsRequest): Promise<SmsQuote> {
  const problems = new Problems();
  const recipients = parseRecipients(request.recipients);
  const sender = request.sender_name.trim();
  const message = truncateSmsMessage(request.message.trim());
  const hasRecipients = recipients.valid.length + recipients.invalid.length > 0;
  if (!hasRecipients) problems.add('recipients', SMS_MESSAGES.recipientRequired);
  const senderProblem = senderNameProblem(sender);
  if (senderProblem) problems.add('sender_name', senderProblem);
  if (!message) problems.add('message', SMS_MESSAGES.messageRequired);
  if (recipients.invalid.length)
    problems.add('recipients', SMS_MESSAGES.recipientsInvalid(recipients.invalid));
  const { levelId, pkg } = await findPricing(
    deps.db,
    { userId },
    request.package_id,
    CATEGORY_IDS.sms,
  );
  if (!pkg) problems.add('package_id', SMS_MESSAGES.providerRequired);
  problems.check();
  if (!pkg) throw badRequest(SMS_MESSAGES.providerRequired);
  const rateKobo = (await findPackageRate(deps.db, pkg.id, levelId))?.unitPriceKobo;
  if (!rateKobo) throw new HttpError(503, SMS_MESSAGES.providerRequired);
  const pages = smsPages(message);
  return {
    pkg,
    levelId,
    sender,
    recipients: recipients.valid,
    message,
    pages,
    costKobo: smsCostKobo(recipients.valid.length, pages, rateKobo),
  };
}

/**
 * One database transaction: the order through the one create path (idempotency, duplicate window,
 * level, balance, the row and its debit) and, for a new one, its planned gateway calls.
 */
async function createSms(
  deps: SmsDeps,
  userId: number,
  quote: SmsQuote,
  key: string | undefined,
): Promise<Created> {
  const { pkg, sender, recipients, message, pages, costKobo } = quote;
  const gatewaySender = deps.sms.senderFor?.(sender) ?? sender;
  const identity = {
    key,
    requestHash: hash([SMS_KIND, pkg.id, sender, recipients, message]),
    dedupeKey: `${SMS_KIND}:${hash([sender, [...recipients].sort(), message])}`,
  };
  return deps.db.transaction(async (tx) => {
    const created = await createPending(
      tx,
      {
        userId,
        levelId: quote.levelId,
        identity,
        charged: true,
        row: {
          categoryId: pkg.categoryId,
          packageId: pkg.id,
          kind: SMS_KIND,
          plan: `Bulk SMS (${plural(pages, 'page')})`,
          // text column: the whole list fits (the request body caps it at 20,000 characters)
          phoneNo: recipients.join(','),
          description: `SMS from ${sender} to ${plural(recipients.length, 'recipient')}`,
          response: 'Your message is being sent.',
          amountKobo: costKobo,
          serviceId: pkg.serviceId,
          result: { recipients: recipients.length, pages },
        },
      },
      {
        duplicate: PURCHASE_MESSAGES.duplicate,
        levelChanged: 'Your level changed while you were sending. Please try again.',
      },
    );
    if (created.kind === 'created')
      await recordIntendedBatches(tx, created.row.id, {
        sender: gatewaySender,
        recipients,
        message,
        batchSize: deps.sms.batchSize,
      });
    return created;
  });
}

async function send(deps: SmsDeps, row: TransactionRow, quote: SmsQuote) {
  const request = {
    reference: row.txRef,
    sender: quote.sender,
    recipients: quote.recipients,
    message: quote.message,
  };
  // A gateway must not throw; if one does, what went out is not known: the SMS stays pending.
  return deps.sms
    .send(request)
    .catch((error: unknown): SmsSendOutcome[] => [
      { state: 'unknown', reason: `the SMS gateway failed: ${String(error)}` },
    ]);
}

/**
 * The answer for an SMS as it stands: 200 sent (naming refused recipients and their refund), 201
 * still sending, 400 failed and refunded.
 */
async function smsReply(deps: SmsDeps, row: TransactionRow, names?: Names): Promise<PurchaseReply> {
  if (row.status === 'failed' || row.status === 'reversed') throw badRequest(SMS_MESSAGES.failed);
  const reply = await replyFor(deps.db, row, names ? { names } : {});
  if (row.status !== 'confirmed') return reply;
  const verdict = verdictOf(await evidenceFor(deps.db, row.id), false);
  const recipients = row.result?.recipients ?? 0;
  const refused = verdict.kind === 'sent' ? verdict.refusedRecipients : 0;
  const sent = SMS_MESSAGES.sent(recipients - refused);
  if (!refused) return { ...reply, message: sent };
  const refundKobo = refusedShareKobo(row.amountKobo, recipients, refused);
  return {
    ...reply,
    message:
      `${sent} The SMS gateway refused ${plural(refused, 'recipient')}; ` +
      `${formatNaira(refundKobo / 100)} has been refunded to your wallet.`,
  };
}

export async function sendSms(
  deps: SmsDeps,
  userId: number,
  request: SmsRequest,
  key: string | undefined,
): Promise<PurchaseReply> {
  const quote = await quoteSms(deps, userId, request);
  const created = await createSms(deps, userId, quote, key);
  if (created.kind === 'replay') return smsReply(deps, created.row);
  const started = performance.now();
  const outcomes = await send(deps, created.row, quote);
  await recordAnswers(deps.db, created.row.id, outcomes);
  const settled = await settleSms(deps, created.row.id, {
    unansweredIsUnsent: false,
    call: { operation: 'sms-send', durationMs: performance.now() - started },
  });
  const { pkg } = quote;
  return smsReply(deps, settled.row, {
    category: { id: pkg.categoryId, name: pkg.categoryName, image: pkg.categoryImage },
    subcategory: { id: pkg.id, title: pkg.title, image: pkg.image },
  });
}

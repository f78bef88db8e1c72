import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { simReservedAccounts, simTransactions } from '../../../db/schema';
import { objectAt, stringAt } from '../../../lib/loose';
import { signWebhook } from '../signature';
import { registerFaultControls } from '../../../lib/simulator-faults';
import { registerIdentityRoutes } from './identity';
import {
  bankTransferPage,
  checkoutPage,
  formatNaira,
  messagePage,
} from '../../../lib/simulator-pages';

/*
 * A stand-in for Monnify that speaks the same HTTP shapes (login, checkout, status, reserved accounts, signed webhooks), mounted under
 * /simulator/monnify/ when no real credentials are configured. Its state lives in the sim_ tables so
 * every server process sees the same checkouts and accounts. Amounts are kobo inside, naira on the
 * wire, as with Monnify.
 */

export interface SimulatorOptions {
  /** where the plugin is mounted, e.g. /simulator/monnify */
  mountPath: string;
  /** e.g. https://nairatop.ng; checkout URLs are absolute */
  publicUrl: string;
  apiKey: string;
  secretKey: string;
  contractCode: string;
  merchantName: string;
  /** longer than the adapter waits, so the timeout mode (lib/simulator-faults.ts) is a timeout */
  timeoutDelayMs: number;
  /** sends a signed webhook to the merchant (our /api/v1/webhooks/monnify/) */
  deliverWebhook: (rawBody: string, signature: string) => Promise<void>;
}

/** Bank codes the simulator knows; others get a generic name. Account numbers start with prefix. */
export const SIMULATED_BANKS: Record<string, { name: string; prefix: string }> = {
  '035': { name: 'Wema bank', prefix: '50' },
  '50515': { name: 'Moniepoint Microfinance Bank', prefix: '66' },
  '50211': { name: 'Rehoboth Microfinance Bank', prefix: '90' },
};

const TOKEN_TTL_SECONDS = 3600;

const envelope = (responseBody: unknown, responseMessage = 'success') => ({
  requestSuccessful: true,
  responseMessage,
  responseCode: '0',
  responseBody,
});

const failure = (reply: FastifyReply, status: number, responseMessage: string, code = '99') =>
  reply
    .status(status)
    .send({ requestSuccessful: false, responseMessage, responseCode: code, responseBody: null });

/** Naira on the wire to kobo; undefined unless a positive amount with at most two decimals. */
function toKobo(value: unknown): number | undefined {
  const naira = typeof value === 'string' ? Number(value) : value;
  if (typeof naira !== 'number' || !Number.isFinite(naira) || naira <= 0) return undefined;
  const kobo = Math.round(naira * 100);
  return Math.abs(naira * 100 - kobo) > 1e-6 || kobo > 100_000_000_000 ? undefined : kobo;
}

const timestamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const newTransactionReference = () =>
  `MNFY|${timestamp()}|${randomBytes(3).toString('hex').toUpperCase()}`;

type SimTransaction = typeof simTransactions.$inferSelect;
type SimAccount = typeof simReservedAccounts.$inferSelect;

export default async function monnifySimulator(app: FastifyInstance, options: SimulatorOptions) {
  const { db } = app;

  // Tokens are signed, not stored: any process with the secret accepts them.
  const tokenMac = (expires: number) =>
    createHmac('sha256', options.secretKey).update(`sim-token:${expires}`).digest('hex');
  const issueToken = () => {
    const expires = Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS;
    return `sim.${expires}.${tokenMac(expires)}`;
  };
  const tokenValid = (token: string) => {
    const [tag, expiresText, mac] = token.split('.');
    const expires = Number(expiresText);
    if (tag !== 'sim' || !Number.isInteger(expires) || !mac) return false;
    const expected = Buffer.from(tokenMac(expires));
    const given = Buffer.from(mac);
    return (
      given.length === expected.length &&
      timingSafeEqual(given, expected) &&
      expires > Date.now() / 1000
    );
  };
  const authorized = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !tokenValid(header.slice(7)))
      return failure(reply, 401, 'Unauthorized', '401');
  };
  // The API answers the sandbox's fault mode (down, timeout, unreadable) before anything else.
  const faulty = registerFaultControls(app, {
    simulator: 'monnify',
    timeoutDelayMs: options.timeoutDelayMs,
    downBody: {
      requestSuccessful: false,
      responseMessage: 'Service unavailable',
      responseCode: '99',
      responseBody: null,
    },
  });
  const requireBearer = [faulty, authorized];
  registerIdentityRoutes(app, requireBearer, options.timeoutDelayMs);

  // Checkout and transfer pages post plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const checkoutPath = (reference: string) =>
    `${options.mountPath}/checkout/${encodeURIComponent(reference)}`;

  function webhookEvent(transaction: SimTransaction, account: SimAccount | undefined) {
    const amountPaid = transaction.amountPaidKobo / 100;
    return {
      eventType: 'SUCCESSFUL_TRANSACTION',
      eventData: {
        transactionReference: transaction.transactionReference,
        paymentReference: transaction.paymentReference,
        paidOn: (transaction.paidOn ?? new Date()).toISOString(),
        paymentDescription: transaction.description,
        amountPaid,
        totalPayable: transaction.amountKobo / 100,
        settlementAmount: amountPaid,
        paymentStatus: transaction.status,
        paymentMethod: transaction.paymentMethod ?? 'CARD',
        currency: 'NGN',
        customer: { name: transaction.customerName, email: transaction.customerEmail },
        product: { type: transaction.productType, reference: transaction.productReference },
        ...(account
          ? {
              destinationAccountInformation: {
                bankCode: account.bankCode,
                bankName: account.bankName,
                accountNumber: account.accountNumber,
              },
            }
          : {}),
      },
    };
  }

  async function sendWebhook(transaction: SimTransaction, account?: SimAccount) {
    const raw = JSON.stringify(webhookEvent(transaction, account));
    try {
      await options.deliverWebhook(raw, signWebhook(options.secretKey, raw));
    } catch (error) {
      // Monnify would retry; the merchant's own status check still sees the payment.
      app.log.warn({ err: error }, 'simulator webhook delivery failed');
    }
  }

  // ---- API (JSON, Monnify's envelope) ----

  app.post(
    '/api/v1/auth/login',
    { schema: { hide: true }, preHandler: faulty },
    async (request, reply) => {
      const expected = Buffer.from(`${options.apiKey}:${options.secretKey}`).toString('base64');
      if (request.headers.authorization !== `Basic ${expected}`)
        return failure(reply, 401, 'Invalid client credentials', '99');
      return envelope({ accessToken: issueToken(), expiresIn: TOKEN_TTL_SECONDS - 1 });
    },
  );

  app.post(
    '/api/v1/merchant/transactions/init-transaction',
    { schema: { hide: true }, preHandler: requireBearer },
    async (request, reply) => {
      const body = objectAt(request.body);
      const amountKobo = toKobo(body.amount);
      const paymentReference = stringAt(body.paymentReference);
      if (amountKobo === undefined) return failure(reply, 400, 'Invalid amount');
      if (!paymentReference) return failure(reply, 400, 'paymentReference is required');
      if (stringAt(body.contractCode) !== options.contractCode)
        return failure(reply, 400, 'Invalid contract code');
      const transactionReference = newTransactionReference();
      const inserted = await db
        .insert(simTransactions)
        .values({
          transactionReference,
          paymentReference,
          amountKobo,
          customerName: stringAt(body.customerName),
          customerEmail: stringAt(body.customerEmail),
          description: stringAt(body.paymentDescription),
          redirectUrl: stringAt(body.redirectUrl) || null,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return failure(reply, 400, 'Duplicate payment reference');
      return envelope({
        transactionReference,
        paymentReference,
        merchantName: options.merchantName,
        apiKey: options.apiKey,
        enabledPaymentMethod: ['CARD', 'ACCOUNT_TRANSFER', 'USSD'],
        checkoutUrl: `${options.publicUrl}${checkoutPath(transactionReference)}`,
      });
    },
  );

  // The transaction search: paid transactions of a period, newest first, a page at a time.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/v1/transactions/search',
    { schema: { hide: true }, preHandler: requireBearer },
    async (request, reply) => {
      const from = Date.parse(request.query.from ?? '');
      const to = Date.parse(request.query.to ?? '');
      const page = Math.max(0, Math.trunc(Number(request.query.page ?? 0)) || 0);
      const size = Math.min(100, Math.max(1, Math.trunc(Number(request.query.size ?? 10)) || 10));
      if (Number.isNaN(from) || Number.isNaN(to))
        return failure(reply, 400, 'from and to are required');
      const within = and(
        gte(simTransactions.paidOn, new Date(from)),
        lt(simTransactions.paidOn, new Date(to)),
      );
      const [total] = await db.select({ count: count() }).from(simTransactions).where(within);
      const rows = await db
        .select()
        .from(simTransactions)
        .where(within)
        .orderBy(desc(simTransactions.paidOn), desc(simTransactions.transactionReference))
        .limit(size)
        .offset(page * size);
      const totalElements = total?.count ?? 0;
      const totalPages = Math.ceil(totalElements / size);
      return envelope({
        content: rows.map((transaction) => ({
          transactionReference: transaction.transactionReference,
          paymentReference: transaction.paymentReference,
          amountPaid: String(transaction.amountPaidKobo / 100),
          totalPayable: String(transaction.amountKobo / 100),
          paidOn: transaction.paidOn?.toISOString() ?? null,
          paymentStatus: transaction.status,
          paymentMethod: transaction.paymentMethod,
          currencyCode: 'NGN',
          product: { type: transaction.productType, reference: transaction.productReference },
          customer: { name: transaction.customerName, email: transaction.customerEmail },
        })),
        totalElements,
        totalPages,
        number: page,
        size,
        last: page + 1 >= totalPages,
      });
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/api/v2/transactions/:reference',
    { schema: { hide: true }, preHandler: requireBearer },
    async (request, reply) => {
      const [transaction] = await db
        .select()
        .from(simTransactions)
        .where(eq(simTransactions.transactionReference, request.params.reference));
      if (!transaction) return failure(reply, 404, 'Could not find transaction', '99');
      return envelope({
        transactionReference: transaction.transactionReference,
        paymentReference: transaction.paymentReference,
        amountPaid: String(transaction.amountPaidKobo / 100),
        totalPayable: String(transaction.amountKobo / 100),
        settlementAmount: String(transaction.amountPaidKobo / 100),
        paidOn: transaction.paidOn?.toISOString() ?? null,
        paymentStatus: transaction.status,
        paymentDescription: transaction.description,
        currency: 'NGN',
        paymentMethod: transaction.paymentMethod,
        product: { type: transaction.productType, reference: transaction.productReference },
        customer: { name: transaction.customerName, email: transaction.customerEmail },
      });
    },
  );

  app.post(
    '/api/v2/bank-transfer/reserved-accounts',
    { schema: { hide: true }, preHandler: requireBearer },
    async (request, reply) => {
      const body = objectAt(request.body);
      const accountReference = stringAt(body.accountReference);
      const accountName = stringAt(body.accountName);
      if (!accountReference || !accountName)
        return failure(reply, 400, 'accountReference and accountName are required');
      if (stringAt(body.contractCode) !== options.contractCode)
        return failure(reply, 400, 'Invalid contract code');
      const nin = stringAt(body.nin);
      if (nin && !/^\d{11}$/.test(nin)) return failure(reply, 400, 'NIN must be 11 digits');
      const codes = Array.isArray(body.preferredBanks)
        ? body.preferredBanks.map(stringAt).filter(Boolean)
        : Object.keys(SIMULATED_BANKS);
      // Reserving the same reference again returns the accounts it already has.
      for (const code of codes.length ? codes : Object.keys(SIMULATED_BANKS)) {
        const bank = SIMULATED_BANKS[code] ?? { name: `Bank ${code}`, prefix: '99' };
        await db
          .insert(simReservedAccounts)
          .values({
            // bank prefix and 8 digits of a sequence: 10 digits, unique across processes
            accountNumber: sql`${bank.prefix}::text || lpad(nextval('sim_account_number_seq')::text, 8, '0')`,
            accountReference,
            bankCode: code,
            bankName: bank.name,
            accountName,
            customerName: stringAt(body.customerName),
            customerEmail: stringAt(body.customerEmail),
          })
          .onConflictDoNothing();
      }
      const accounts = await db
        .select()
        .from(simReservedAccounts)
        .where(eq(simReservedAccounts.accountReference, accountReference));
      return envelope({
        contractCode: options.contractCode,
        accountReference,
        accountName,
        currencyCode: 'NGN',
        customerEmail: stringAt(body.customerEmail),
        customerName: stringAt(body.customerName),
        accounts: accounts.map((account) => ({
          bankCode: account.bankCode,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
        })),
        collectionChannel: 'RESERVED_ACCOUNT',
        reservationReference: `SIM${accountReference}`,
        reservedAccountType: 'GENERAL',
        status: 'ACTIVE',
        createdOn: new Date().toISOString(),
      });
    },
  );

  // ---- Checkout page ----

  const findTransaction = async (reference: string) => {
    const [row] = await db
      .select()
      .from(simTransactions)
      .where(eq(simTransactions.transactionReference, reference));
    return row;
  };

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  const redirectBack = (reply: FastifyReply, transaction: SimTransaction) => {
    const target = new URL(transaction.redirectUrl ?? `${options.publicUrl}/dashboard/callback`);
    target.searchParams.set('paymentReference', transaction.paymentReference);
    return reply.redirect(target.toString(), 303);
  };

  app.get<{ Params: { reference: string } }>(
    '/checkout/:reference',
    { schema: { hide: true } },
    async (request, reply) => {
      const transaction = await findTransaction(request.params.reference);
      if (!transaction || transaction.productType !== 'WEB_SDK')
        return html(reply, messagePage('Not found', 'This checkout link is not valid.'), 404);
      return html(
        reply,
        checkoutPage({
          merchantName: options.merchantName,
          amountKobo: transaction.amountKobo,
          description: transaction.description,
          customerEmail: transaction.customerEmail,
          status: transaction.status,
          action: checkoutPath(transaction.transactionReference),
        }),
      );
    },
  );

  app.post<{ Params: { reference: string } }>(
    '/checkout/:reference',
    { schema: { hide: true } },
    async (request, reply) => {
      const transaction = await findTransaction(request.params.reference);
      if (!transaction || transaction.productType !== 'WEB_SDK')
        return html(reply, messagePage('Not found', 'This checkout link is not valid.'), 404);
      const action = stringAt(objectAt(request.body).action);
      if (transaction.status !== 'PENDING') return redirectBack(reply, transaction);
      if (action === 'pay') {
        const [paid] = await db
          .update(simTransactions)
          .set({
            status: 'PAID',
            amountPaidKobo: transaction.amountKobo,
            paidOn: new Date(),
            paymentMethod: 'CARD',
          })
          .where(
            and(
              eq(simTransactions.transactionReference, transaction.transactionReference),
              eq(simTransactions.status, 'PENDING'),
            ),
          )
          .returning();
        if (paid) await sendWebhook(paid);
      } else if (action === 'cancel') {
        await db
          .update(simTransactions)
          .set({ status: 'CANCELLED' })
          .where(
            and(
              eq(simTransactions.transactionReference, transaction.transactionReference),
              eq(simTransactions.status, 'PENDING'),
            ),
          );
      } else {
        return html(reply, messagePage('Bad request', 'Choose Pay or Cancel.'), 400);
      }
      return redirectBack(reply, transaction);
    },
  );

  // ---- Sandbox bank transfers into reserved accounts ----

  const transferPath = `${options.mountPath}/bank-transfer`;

  app.get<{ Querystring: { sent?: string } }>(
    '/bank-transfer',
    { schema: { hide: true } },
    async (request, reply) => {
      const accounts = await db
        .select()
        .from(simReservedAccounts)
        .orderBy(desc(simReservedAccounts.createdAt))
        .limit(500);
      let notice: string | undefined;
      if (typeof request.query.sent === 'string') {
        const sent = await findTransaction(request.query.sent);
        if (sent)
          notice = `Sent ${formatNaira(sent.amountPaidKobo)} to ${sent.destinationAccountNumber ?? ''} (${sent.transactionReference}).`;
      }
      return html(reply, bankTransferPage(accounts, transferPath, notice));
    },
  );

  app.post('/bank-transfer', { schema: { hide: true } }, async (request, reply) => {
    const body = objectAt(request.body);
    const amountKobo = toKobo(body.amount);
    const accountNumber = stringAt(body.account_number);
    const [account] = await db
      .select()
      .from(simReservedAccounts)
      .where(eq(simReservedAccounts.accountNumber, accountNumber));
    if (!account || amountKobo === undefined)
      return html(
        reply,
        messagePage('Bad request', 'Choose an account and an amount with at most two decimals.'),
        400,
      );
    const transactionReference = newTransactionReference();
    const [transaction] = await db
      .insert(simTransactions)
      .values({
        transactionReference,
        paymentReference: `SIMTRF${randomBytes(6).toString('hex').toUpperCase()}`,
        amountKobo,
        amountPaidKobo: amountKobo,
        customerName: account.customerName,
        customerEmail: account.customerEmail,
        description: `Transfer to ${account.accountNumber}`,
        status: 'PAID',
        paymentMethod: 'ACCOUNT_TRANSFER',
        productType: 'RESERVED_ACCOUNT',
        productReference: account.accountReference,
        destinationAccountNumber: account.accountNumber,
        paidOn: new Date(),
      })
      .returning();
    if (!transaction) throw new Error('simulated transfer was not stored');
    await sendWebhook(transaction, account);
    return reply.redirect(`${transferPath}?sent=${encodeURIComponent(transactionReference)}`, 303);
  });
}

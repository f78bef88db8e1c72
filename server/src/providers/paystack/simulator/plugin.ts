import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { objectAt, stringAt } from '../../../lib/loose';
import { tokenMatches } from '../../../lib/token-match';
import {
  bankTransferPage,
  checkoutPage,
  formatNaira,
  messagePage,
} from '../../../lib/simulator-pages';
import { signWebhook } from '../signature';
import { registerFaultControls } from '../../../lib/simulator-faults';
import {
  simPaystackCustomers,
  simPaystackDedicatedAccounts,
  simPaystackTransactions,
} from './tables';

/*
 * A stand-in for Paystack that answers in its documented shapes ({ status, message, data }, amounts
 * in kobo): transaction initialize, verify and list, customers, dedicated accounts, a checkout page
 * and a page that sends transfers into dedicated accounts, each payment followed by a signed
 * charge.success. Mounted under /simulator/paystack/ when no secret key is configured; its state
 * lives in sim_paystack_* tables so every server process sees the same. Faults: lib/simulator-faults.ts.
 */

export interface PaystackSimulatorOptions {
  /** where the plugin is mounted, e.g. /simulator/paystack */
  mountPath: string;
  /** e.g. https://nairatop.ng; checkout URLs are absolute */
  publicUrl: string;
  secretKey: string;
  merchantName: string;
  /** longer than the adapter waits, so the timeout mode is a timeout */
  timeoutDelayMs: number;
  /** sends a signed event to the merchant (our /api/v1/webhooks/paystack/) */
  deliverWebhook: (rawBody: string, signature: string) => Promise<void>;
}

/** Partner banks of dedicated accounts, by slug (Paystack's test bank answers in test mode). */
export const PAYSTACK_BANKS: Record<string, { id: number; name: string; prefix: string }> = {
  'wema-bank': { id: 20, name: 'Wema Bank', prefix: '82' },
  'titan-paystack': { id: 67, name: 'Titan Paystack', prefix: '98' },
  'test-bank': { id: 1, name: 'Test Bank', prefix: '12' },
};

const ok = (message: string, data: unknown, meta?: unknown) => ({
  status: true,
  message,
  data,
  ...(meta ? { meta } : {}),
});
const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });

/** Kobo on the wire (an integer, or its text); undefined unless positive. */
function koboOf(value: unknown): number | undefined {
  const kobo = typeof value === 'string' ? Number(value) : value;
  return typeof kobo === 'number' && Number.isSafeInteger(kobo) && kobo > 0 && kobo <= 1e13
    ? kobo
    : undefined;
}

const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

type SimTransaction = typeof simPaystackTransactions.$inferSelect;
type SimCustomer = typeof simPaystackCustomers.$inferSelect;

export default async function paystackSimulator(
  app: FastifyInstance,
  options: PaystackSimulatorOptions,
) {
  const { db } = app;
  const faulty = registerFaultControls(app, {
    simulator: 'paystack',
    timeoutDelayMs: options.timeoutDelayMs,
    downBody: { status: false, message: 'Service unavailable' },
  });

  const requireSecret = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !tokenMatches(header.slice(7), options.secretKey))
      return refuse(reply, 401, 'Invalid key');
  };
  const api = { schema: { hide: true }, preHandler: [requireSecret, faulty] };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const customerByCode = async (customerCode: string | null) => {
    if (!customerCode) return undefined;
    const [row] = await db
      .select()
      .from(simPaystackCustomers)
      .where(eq(simPaystackCustomers.customerCode, customerCode));
    return row;
  };

  const customerView = (customer: SimCustomer | undefined, email: string) => ({
    id: customer?.id ?? 0,
    first_name: customer?.firstName ?? null,
    last_name: customer?.lastName ?? null,
    email: customer?.email ?? email,
    customer_code: customer?.customerCode ?? '',
    phone: customer?.phone ?? null,
    metadata: null,
    risk_action: 'default',
  });

  async function transactionView(transaction: SimTransaction) {
    const dedicated = transaction.channel === 'dedicated_nuban';
    const customer = await customerByCode(transaction.customerCode);
    const [account] = transaction.customerCode
      ? await db
          .select()
          .from(simPaystackDedicatedAccounts)
          .where(eq(simPaystackDedicatedAccounts.customerCode, transaction.customerCode))
      : [];
    return {
      id: transaction.id,
      domain: 'test',
      status: transaction.status,
      reference: transaction.reference,
      amount: transaction.amountKobo,
      requested_amount: transaction.amountKobo,
      message: null,
      gateway_response:
        transaction.status === 'success'
          ? 'Approved'
          : transaction.status === 'failed'
            ? 'Declined'
            : 'The transaction was not completed',
      paid_at: transaction.paidAt?.toISOString() ?? null,
      created_at: transaction.createdAt.toISOString(),
      channel: transaction.channel,
      currency: 'NGN',
      fees: null,
      customer: customerView(customer, transaction.email),
      authorization: dedicated
        ? {
            channel: 'dedicated_nuban',
            bank: 'Simulated sender bank',
            sender_bank: 'Simulated sender bank',
            sender_name: 'SANDBOX SENDER',
            receiver_bank_account_number: transaction.receiverAccountNumber,
            receiver_bank: account?.bankName ?? null,
            country_code: 'NG',
            reusable: false,
          }
        : transaction.status === 'abandoned'
          ? {}
          : {
              authorization_code: `AUTH_${transaction.accessCode.slice(-10)}`,
              bin: '408408',
              last4: '4081',
              channel: 'card',
              card_type: 'visa',
              bank: 'TEST BANK',
              country_code: 'NG',
              brand: 'visa',
              reusable: false,
            },
    };
  }

  async function sendChargeSuccess(transaction: SimTransaction) {
    const raw = JSON.stringify({
      event: 'charge.success',
      data: await transactionView(transaction),
    });
    try {
      await options.deliverWebhook(raw, signWebhook(options.secretKey, raw));
    } catch (error) {
      // Paystack would retry; the merchant's own verify still sees the payment.
      app.log.warn({ err: error }, 'paystack simulator webhook delivery failed');
    }
  }

  // ---- API ----

  app.post('/transaction/initialize', api, async (request, reply) => {
    const body = objectAt(request.body);
    const amountKobo = koboOf(body.amount);
    const email = stringAt(body.email);
    if (amountKobo === undefined) return refuse(reply, 400, 'Invalid Amount Sent');
    if (!email.includes('@')) return refuse(reply, 400, 'Invalid Email Address Passed');
    const reference = stringAt(body.reference) || code('T');
    const accessCode = randomBytes(8).toString('hex');
    const inserted = await db
      .insert(simPaystackTransactions)
      .values({
        reference,
        accessCode,
        amountKobo,
        email,
        callbackUrl: stringAt(body.callback_url) || null,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return refuse(reply, 400, 'Duplicate Transaction Reference');
    return ok('Authorization URL created', {
      authorization_url: `${options.publicUrl}${options.mountPath}/checkout/${accessCode}`,
      access_code: accessCode,
      reference,
    });
  });

  app.get<{ Params: { reference: string } }>(
    '/transaction/verify/:reference',
    api,
    async (request, reply) => {
      const [transaction] = await db
        .select()
        .from(simPaystackTransactions)
        .where(eq(simPaystackTransactions.reference, request.params.reference));
      if (!transaction) return refuse(reply, 404, 'Transaction reference not found');
      return ok('Verification successful', await transactionView(transaction));
    },
  );

  // The transaction list: a period's transactions of a status, newest first, a page at a time.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/transaction',
    api,
    async (request) => {
      const from = Date.parse(request.query.from ?? '');
      const to = Date.parse(request.query.to ?? '');
      const perPage = Math.min(100, Math.max(1, Math.trunc(Number(request.query.perPage)) || 50));
      const page = Math.max(1, Math.trunc(Number(request.query.page)) || 1);
      const conditions = [
        ...(Number.isNaN(from) ? [] : [gte(simPaystackTransactions.createdAt, new Date(from))]),
        ...(Number.isNaN(to) ? [] : [lt(simPaystackTransactions.createdAt, new Date(to))]),
        ...(request.query.status ? [eq(simPaystackTransactions.status, request.query.status)] : []),
      ];
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db
        .select({ count: count() })
        .from(simPaystackTransactions)
        .where(where);
      const rows = await db
        .select()
        .from(simPaystackTransactions)
        .where(where)
        .orderBy(desc(simPaystackTransactions.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const totalCount = total?.count ?? 0;
      return ok('Transactions retrieved', await Promise.all(rows.map(transactionView)), {
        total: totalCount,
        perPage,
        page,
        pageCount: Math.max(1, Math.ceil(totalCount / perPage)),
      });
    },
  );

  // Creating a customer with an e-mail already known answers that customer.
  app.post('/customer', api, async (request, reply) => {
    const body = objectAt(request.body);
    const email = stringAt(body.email).toLowerCase();
    if (!email.includes('@')) return refuse(reply, 400, 'Invalid Email Address Passed');
    await db
      .insert(simPaystackCustomers)
      .values({
        customerCode: code('CUS'),
        email,
        firstName: stringAt(body.first_name),
        lastName: stringAt(body.last_name),
        phone: stringAt(body.phone),
      })
      .onConflictDoNothing();
    const [customer] = await db
      .select()
      .from(simPaystackCustomers)
      .where(eq(simPaystackCustomers.email, email));
    if (!customer) throw new Error('simulated customer was not stored');
    return ok('Customer created', {
      ...customerView(customer, email),
      integration: 100032,
      domain: 'test',
      identified: false,
      createdAt: customer.createdAt.toISOString(),
    });
  });

  // One dedicated account per customer: asking again answers the one it has.
  app.post('/dedicated_account', api, async (request, reply) => {
    const body = objectAt(request.body);
    const customer = await customerByCode(stringAt(body.customer));
    if (!customer) return refuse(reply, 404, 'Customer not found');
    const slug = stringAt(body.preferred_bank) || 'test-bank';
    const bank = PAYSTACK_BANKS[slug];
    if (!bank) return refuse(reply, 400, 'Invalid preferred bank');
    const accountName = `NAIRATOP/${`${customer.firstName} ${customer.lastName}`.trim().toUpperCase()}`;
    await db
      .insert(simPaystackDedicatedAccounts)
      .values({
        // bank prefix and 8 digits of a sequence: 10 digits, unique across processes
        accountNumber: sql`${bank.prefix}::text || lpad(nextval('sim_account_number_seq')::text, 8, '0')`,
        customerCode: customer.customerCode,
        bankSlug: slug,
        bankName: bank.name,
        accountName,
      })
      .onConflictDoNothing();
    const [account] = await db
      .select()
      .from(simPaystackDedicatedAccounts)
      .where(eq(simPaystackDedicatedAccounts.customerCode, customer.customerCode));
    if (!account) throw new Error('simulated dedicated account was not stored');
    const accountBank = PAYSTACK_BANKS[account.bankSlug] ?? bank;
    return ok('NUBAN successfully created', {
      bank: { name: accountBank.name, id: accountBank.id, slug: account.bankSlug },
      account_name: account.accountName,
      account_number: account.accountNumber,
      assigned: true,
      currency: 'NGN',
      active: true,
      id: Number(account.accountNumber.slice(-6)),
      created_at: account.createdAt.toISOString(),
      assignment: {
        integration: 100032,
        assignee_type: 'Customer',
        account_type: 'PAY-WITH-TRANSFER-RECURRING',
      },
      customer: customerView(customer, customer.email),
    });
  });

  // ---- Checkout page ----

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  const byAccessCode = async (accessCode: string) => {
    const [row] = await db
      .select()
      .from(simPaystackTransactions)
      .where(
        and(
          eq(simPaystackTransactions.accessCode, accessCode),
          eq(simPaystackTransactions.channel, 'card'),
        ),
      );
    return row;
  };

  // Paystack returns to the callback with trxref and reference.
  const redirectBack = (reply: FastifyReply, transaction: SimTransaction) => {
    const target = new URL(transaction.callbackUrl ?? `${options.publicUrl}/dashboard/callback`);
    target.searchParams.set('trxref', transaction.reference);
    target.searchParams.set('reference', transaction.reference);
    return reply.redirect(target.toString(), 303);
  };

  const notFound = (reply: FastifyReply) =>
    html(reply, messagePage('Not found', 'This checkout link is not valid.', 'Paystack'), 404);

  app.get<{ Params: { accessCode: string } }>(
    '/checkout/:accessCode',
    { schema: { hide: true } },
    async (request, reply) => {
      const transaction = await byAccessCode(request.params.accessCode);
      if (!transaction) return notFound(reply);
      return html(
        reply,
        checkoutPage({
          merchantName: options.merchantName,
          amountKobo: transaction.amountKobo,
          description: 'Pay with card',
          customerEmail: transaction.email,
          status: transaction.status === 'abandoned' ? 'PENDING' : transaction.status.toUpperCase(),
          action: `${options.mountPath}/checkout/${transaction.accessCode}`,
          brand: 'Paystack',
          declinable: true,
        }),
      );
    },
  );

  app.post<{ Params: { accessCode: string } }>(
    '/checkout/:accessCode',
    { schema: { hide: true } },
    async (request, reply) => {
      const transaction = await byAccessCode(request.params.accessCode);
      if (!transaction) return notFound(reply);
      const action = stringAt(objectAt(request.body).action);
      if (transaction.status !== 'abandoned' || action === 'cancel')
        return redirectBack(reply, transaction);
      if (action !== 'pay' && action !== 'decline')
        return html(reply, messagePage('Bad request', 'Choose Pay or Cancel.', 'Paystack'), 400);
      const [settled] = await db
        .update(simPaystackTransactions)
        .set(action === 'pay' ? { status: 'success', paidAt: new Date() } : { status: 'failed' })
        .where(
          and(
            eq(simPaystackTransactions.id, transaction.id),
            eq(simPaystackTransactions.status, 'abandoned'),
          ),
        )
        .returning();
      // Paystack sends events for successful charges only.
      if (settled?.status === 'success') await sendChargeSuccess(settled);
      return redirectBack(reply, transaction);
    },
  );

  // ---- Sandbox transfers into dedicated accounts ----

  const transferPath = `${options.mountPath}/bank-transfer`;

  app.get<{ Querystring: { sent?: string } }>(
    '/bank-transfer',
    { schema: { hide: true } },
    async (request, reply) => {
      const accounts = await db
        .select()
        .from(simPaystackDedicatedAccounts)
        .orderBy(desc(simPaystackDedicatedAccounts.createdAt))
        .limit(500);
      let notice: string | undefined;
      if (typeof request.query.sent === 'string') {
        const [sent] = await db
          .select()
          .from(simPaystackTransactions)
          .where(eq(simPaystackTransactions.reference, request.query.sent));
        if (sent)
          notice = `Sent ${formatNaira(sent.amountKobo)} to ${sent.receiverAccountNumber ?? ''} (${sent.reference}).`;
      }
      const views = accounts.map((account) => ({
        ...account,
        accountReference: account.customerCode,
      }));
      return html(reply, bankTransferPage(views, transferPath, notice, 'Paystack'));
    },
  );

  app.post('/bank-transfer', { schema: { hide: true } }, async (request, reply) => {
    const body = objectAt(request.body);
    const naira = Number(stringAt(body.amount));
    const amountKobo = koboOf(Math.round(naira * 100));
    const [account] = await db
      .select()
      .from(simPaystackDedicatedAccounts)
      .where(eq(simPaystackDedicatedAccounts.accountNumber, stringAt(body.account_number)));
    const customer = await customerByCode(account?.customerCode ?? null);
    if (
      !account ||
      !customer ||
      amountKobo === undefined ||
      Math.abs(naira * 100 - amountKobo) > 1e-6
    )
      return html(
        reply,
        messagePage(
          'Bad request',
          'Choose an account and an amount with at most two decimals.',
          'Paystack',
        ),
        400,
      );
    const [transaction] = await db
      .insert(simPaystackTransactions)
      .values({
        reference: code('T').toUpperCase(),
        accessCode: randomBytes(8).toString('hex'),
        amountKobo,
        email: customer.email,
        status: 'success',
        channel: 'dedicated_nuban',
        customerCode: customer.customerCode,
        receiverAccountNumber: account.accountNumber,
        paidAt: new Date(),
      })
      .returning();
    if (!transaction) throw new Error('simulated transfer was not stored');
    await sendChargeSuccess(transaction);
    return reply.redirect(`${transferPath}?sent=${encodeURIComponent(transaction.reference)}`, 303);
  });
}

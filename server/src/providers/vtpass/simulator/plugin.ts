import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { isWellFormedRequestId } from '../request-id';
import { registerSandboxControls } from '../../../lib/simulator-controls';
import { objectAt, stringAt, type Loose } from '../../../lib/loose';
import {
  COMMISSION_PERCENT,
  MINIMUM_NAIRA,
  PRODUCT_TYPES,
  newTransactionId,
  productName,
  INSURED_FIELDS,
  purchaseExtras,
  scenarioOf,
  serviceKind,
  serviceTitle,
  variationsOf,
  verifyContent,
  type SimPackage,
} from './catalogue';
import {
  simVtpassMerchant,
  simVtpassTransactions,
  type SimVtpassStatus,
  type SimVtpassTransaction,
} from './tables';

/*
 * A stand-in for VTpass that speaks the same HTTP shapes (pay, requery, verify, variations, balance, callbacks), mounted under
 * /simulator/vtpass/ when VTPASS_BASE_URL is unset; the API is under /simulator/vtpass/api/. State
 * lives in the sim_vtpass_ tables so every server process sees the same purchases and balance.
 * Amounts are kobo inside, naira on the wire.
 *
 * Sandbox scenarios (catalogue.ts): 08011111111 and the test meters, smartcard and profile succeed;
 * 201000000000 stays pending for pendingSeconds, then resolves to delivered (lazily on requery, or
 * by the autoResolve interval); 500000000000 answers an unexpected body, 400000000000 an empty one
 * and 300000000000 answers only after timeoutDelayMs, and all three are recorded as delivered;
 * anything else fails (016). After any change of status the simulator posts VTpass's callback.
 *
 * Control endpoints (no auth, simulator only): POST control/resolve {request_id, status} and
 * POST control/balance {balance}; and the sandbox controls every bills simulator has (POST mode,
 * GET orders; lib/simulator-controls.ts): down refuses every pay with 035, no-float with 018, and timeout
 * answers every pay as the timeout scenario does.
 */

export interface VtpassSimulatorOptions {
  apiKey: string;
  publicKey: string;
  secretKey: string;
  /** seconds before a pending sandbox purchase resolves to delivered */
  pendingSeconds: number;
  /** how long the timeout scenario (300000000000) waits before it answers */
  timeoutDelayMs: number;
  /** resolve due pending purchases every second and send their callbacks */
  autoResolve: boolean;
  /** how often autoResolve looks for due purchases (default every second) */
  resolveEveryMs?: number;
  /** posts a callback body {type, data} to the merchant's callback URL */
  deliverCallback: (body: unknown) => Promise<void>;
  /** a repeat of service and number within this window under a new request_id is 019 (default 30) */
  duplicateWindowSeconds?: number;
  /** what we sell (our seeded catalogue): the plans, titles and prices the simulator answers with */
  packages: readonly SimPackage[];
  /** the merchant balance a fresh database starts with is set by the migration (₦10,000,000) */
}

/** Naira (number or string) to kobo; undefined unless a non-negative amount. */
function toKobo(value: unknown): number | undefined {
  const naira = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof naira !== 'number' || !Number.isFinite(naira) || naira < 0) return undefined;
  return Math.round(naira * 100);
}
const naira = (kobo: number) => kobo / 100;

/** An answer VTpass gives without a transaction: a code and its description. */
const refusal = (code: string, response_description: string, extra: Loose = {}) => ({
  code,
  response_description,
  ...extra,
});

const STATUS_ANSWERS: Record<SimVtpassStatus, { code: string; description: string }> = {
  delivered: { code: '000', description: 'TRANSACTION SUCCESSFUL' },
  pending: { code: '000', description: 'TRANSACTION PROCESSING - PENDING' },
  failed: { code: '016', description: 'TRANSACTION FAILED' },
  reversed: { code: '040', description: 'TRANSACTION REVERSAL' },
};

/** The pay and requery answer for a stored transaction. */
export function transactionAnswer(
  transaction: SimVtpassTransaction,
  override?: { code: string; description: string },
) {
  const answer = override ?? STATUS_ANSWERS[transaction.status];
  const amount = naira(transaction.amountKobo);
  const commission = naira(transaction.commissionKobo);
  const delivered = transaction.status === 'delivered';
  return {
    code: answer.code,
    content: {
      transactions: {
        status: transaction.status,
        product_name: transaction.productName,
        unique_element: transaction.billersCode || transaction.phone,
        unit_price: Math.round((amount / transaction.quantity) * 100) / 100,
        quantity: transaction.quantity,
        service_verification: null,
        channel: 'api',
        commission,
        total_amount: Math.round((amount - commission) * 100) / 100,
        discount: null,
        type: transaction.productType,
        email: 'sandbox@vtpass.com',
        phone: transaction.phone,
        name: null,
        convinience_fee: 0,
        amount,
        platform: 'api',
        method: 'api',
        transactionId: transaction.transactionId,
      },
    },
    response_description: answer.description,
    requestId: transaction.requestId,
    amount,
    transaction_date: transaction.createdAt.toISOString(),
    // Tokens, PINs and vouchers only once delivered.
    purchased_code: '',
    ...(delivered ? transaction.extras : {}),
  };
}

export default async function vtpassSimulator(
  app: FastifyInstance,
  options: VtpassSimulatorOptions,
) {
  const { db } = app;
  const controls = registerSandboxControls(app, 'vtpass');
  const duplicateWindowMs = (options.duplicateWindowSeconds ?? 30) * 1000;

  // ---- callbacks (VTpass's webhook) ----

  const inFlight = new Set<Promise<void>>();
  /** Sends the callback; failures are logged, never thrown. */
  async function sendCallback(transaction: SimVtpassTransaction): Promise<void> {
    try {
      await options.deliverCallback({
        type: 'transaction-update',
        data: transactionAnswer(transaction),
      });
    } catch (error) {
      app.log.warn(
        { err: error, requestId: transaction.requestId },
        'VTpass simulator callback failed',
      );
    }
  }
  /** Sends the callback in the background (the caller may hold locks the receiver needs). */
  function sendCallbackLater(transaction: SimVtpassTransaction) {
    const sending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => sendCallback(transaction))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }

  // ---- pending purchases that are due ----

  /** Resolves due pending purchases (one, or all) to delivered; returns those this call resolved. */
  async function resolveDue(requestId?: string): Promise<SimVtpassTransaction[]> {
    const dueBefore = new Date(Date.now() - options.pendingSeconds * 1000);
    const resolved = await db
      .update(simVtpassTransactions)
      .set({ status: 'delivered', updatedAt: new Date() })
      .where(
        and(
          eq(simVtpassTransactions.status, 'pending'),
          lte(simVtpassTransactions.createdAt, dueBefore),
          requestId === undefined ? undefined : eq(simVtpassTransactions.requestId, requestId),
        ),
      )
      .returning();
    for (const transaction of resolved) sendCallbackLater(transaction);
    return resolved;
  }

  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  if (options.autoResolve) {
    timer = setInterval(() => {
      if (pass) return;
      pass = resolveDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'VTpass simulator resolve failed'))
        .finally(() => {
          pass = undefined;
        });
    }, options.resolveEveryMs ?? 1000);
    timer.unref();
  }

  // Timeout scenarios waiting to answer; closing the app answers them at once.
  const sleepers = new Set<() => void>();
  let closing = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closing) return resolve();
      const wake = () => {
        clearTimeout(handle);
        sleepers.delete(wake);
        resolve();
      };
      const handle = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    for (const wake of [...sleepers]) wake();
    await pass;
    await Promise.all([...inFlight]);
  });

  // ---- auth ----

  const authorised = (request: FastifyRequest, secretHeader: 'public-key' | 'secret-key') =>
    request.headers['api-key'] === options.apiKey &&
    request.headers[secretHeader] ===
      (secretHeader === 'public-key' ? options.publicKey : options.secretKey);
  const checkAuth =
    (secretHeader: 'public-key' | 'secret-key') =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!authorised(request, secretHeader))
        return reply.status(401).send(refusal('087', 'INVALID CREDENTIALS'));
    };
  const getAuth = { schema: { hide: true }, preHandler: checkAuth('public-key') };
  const postAuth = { schema: { hide: true }, preHandler: checkAuth('secret-key') };

  async function findTransaction(requestId: string) {
    const [row] = await db
      .select()
      .from(simVtpassTransactions)
      .where(eq(simVtpassTransactions.requestId, requestId));
    return row;
  }

  // ---- API ----

  app.get<{ Querystring: { serviceID?: string } }>(
    '/api/service-variations',
    getAuth,
    async (request) => {
      const serviceId = stringAt(request.query.serviceID);
      if (!serviceKind(serviceId))
        return refusal('012', 'PRODUCT DOES NOT EXIST', {
          content: { errors: 'Invalid Service ID' },
        });
      return {
        response_description: '000',
        content: {
          ServiceName: serviceTitle(options.packages, serviceId),
          serviceID: serviceId,
          convinience_fee: 'N0.00',
          variations: variationsOf(options.packages, serviceId),
        },
      };
    },
  );

  app.get('/api/balance', getAuth, async () => {
    // What was charged since the balance was set, summed here: a pay never writes the merchant row.
    const [merchant] = await db
      .select({
        balanceKobo: sql<string>`${simVtpassMerchant.balanceKobo} - coalesce((
          select sum(${simVtpassTransactions.chargedKobo}) from ${simVtpassTransactions}
          where ${simVtpassTransactions.createdAt} >= ${simVtpassMerchant.setAt}), 0)`,
      })
      .from(simVtpassMerchant)
      .where(eq(simVtpassMerchant.id, 1));
    // an account out of float (the no-float mode) says so when asked its balance too
    const balanceKobo =
      (await controls.mode()) === 'no-float' ? 0 : Number(merchant?.balanceKobo ?? 0);
    return { code: 1, contents: { balance: naira(Math.max(0, balanceKobo)) } };
  });

  // Smile accounts are also found by e-mail, at their own address.
  app.post('/api/merchant-verify/smile/email', postAuth, async (request) => {
    const billersCode = stringAt(objectAt(request.body).billersCode);
    if (!billersCode)
      return refusal('011', 'INVALID ARGUMENTS', {
        content: { errors: 'billersCode is required' },
      });
    const { content } = verifyContent(options.packages, 'smile-direct', 'smile', billersCode, '');
    return { code: '000', content };
  });

  app.post('/api/merchant-verify', postAuth, async (request) => {
    const body = objectAt(request.body);
    const serviceId = stringAt(body.serviceID);
    const billersCode = stringAt(body.billersCode);
    const kind = serviceKind(serviceId);
    if (!kind) return refusal('012', 'PRODUCT DOES NOT EXIST');
    if (!billersCode)
      return refusal('011', 'INVALID ARGUMENTS', {
        content: { errors: 'billersCode is required' },
      });
    const { content } = verifyContent(
      options.packages,
      serviceId,
      kind,
      billersCode,
      stringAt(body.type),
    );
    return { code: '000', content };
  });

  app.post('/api/pay', postAuth, async (request, reply) => {
    const body = objectAt(request.body);
    const requestId = stringAt(body.request_id);
    const serviceId = stringAt(body.serviceID);
    const phone = stringAt(body.phone);
    const kind = serviceKind(serviceId);
    // Read with the order's receipt: whether its request id is known, and the merchant balance
    // (read, never locked or written by a pay: it is a limit, below, so purchases from every
    // process do not queue on its one row).
    const { mode, ...state } = await controls.receive(
      {
        request_id: requestId,
        service: serviceId,
        number: stringAt(body.billersCode) || phone,
        amount: toKobo(body.amount) === undefined ? null : Number(stringAt(body.amount)),
        plan: stringAt(body.variation_code) || null,
      },
      {
        known: sql<boolean>`exists (select 1 from ${simVtpassTransactions} where ${simVtpassTransactions.requestId} = ${requestId})`,
        balanceKobo: sql<
          string | null
        >`(select ${simVtpassMerchant.balanceKobo} from ${simVtpassMerchant} where ${simVtpassMerchant.id} = 1)`,
      },
    );
    if (mode === 'down') return refusal('035', 'SERVICE INACTIVE');
    if (mode === 'no-float') return refusal('018', 'LOW WALLET BALANCE');
    if (!requestId || !isWellFormedRequestId(requestId))
      return refusal('085', 'IMPROPER REQUEST ID');
    if (!kind) return refusal('012', 'PRODUCT DOES NOT EXIST');
    if (state.known) return refusal('014', 'REQUEST ID ALREADY EXIST');

    // Airtime ignores billersCode and variation_code, as VTpass does.
    const airtime = kind === 'airtime';
    const billersCode = airtime ? '' : stringAt(body.billersCode);
    const variationCode = airtime ? '' : stringAt(body.variation_code);
    const quantityValue = Number(stringAt(body.quantity) || 1);
    const quantity = Number.isInteger(quantityValue) ? quantityValue : NaN;
    if (!phone)
      return refusal('011', 'INVALID ARGUMENTS', { content: { errors: 'phone is required' } });
    const needsBillersCode =
      !airtime && kind !== 'data' && kind !== 'waec' && kind !== 'waec-registration';
    if (needsBillersCode && !billersCode)
      return refusal('011', 'INVALID ARGUMENTS', {
        content: { errors: 'billersCode is required' },
      });
    const missing = (INSURED_FIELDS[kind] ?? []).filter((field) => !stringAt(body[field]));
    if (missing.length)
      return refusal('011', 'INVALID ARGUMENTS', {
        content: { errors: `${missing.join(', ')} required` },
      });
    if (!(quantity >= 1)) return refusal('031', 'BELOW MINIMUM QUANTITY');
    if (quantity > 10) return refusal('032', 'ABOVE MAXIMUM QUANTITY');

    let amountKobo = toKobo(body.amount);
    if (!airtime) {
      const variation = variationsOf(options.packages, serviceId).find(
        (item) => item.variation_code === variationCode,
      );
      if (!variation) return refusal('010', 'VARIATION CODE DOES NOT EXIST');
      // Fixed-price plans cost the plan's price unless an amount was given (a renewal's amount).
      if (variation.fixedPrice === 'Yes' && !amountKobo)
        amountKobo = Math.round(Number(variation.variation_amount) * 100) * quantity;
    }
    if (amountKobo === undefined || amountKobo <= 0)
      return refusal('011', 'INVALID ARGUMENTS', { content: { errors: 'amount is required' } });
    const minimum = MINIMUM_NAIRA[kind];
    if (minimum !== undefined && amountKobo < minimum * 100)
      return refusal('013', 'BELOW MINIMUM AMOUNT ALLOWED');

    const dedupeNumber = airtime ? phone : billersCode || phone;
    // A window of 0 switches the rule off (benchmarks and tests buy for one number many times).
    const [recent] = !duplicateWindowMs
      ? []
      : await db
          .select({ requestId: simVtpassTransactions.requestId })
          .from(simVtpassTransactions)
          .where(
            and(
              eq(simVtpassTransactions.serviceId, serviceId),
              eq(simVtpassTransactions.dedupeNumber, dedupeNumber),
              ne(simVtpassTransactions.status, 'failed'),
              gt(simVtpassTransactions.createdAt, new Date(Date.now() - duplicateWindowMs)),
            ),
          )
          .limit(1);
    if (recent) return refusal('019', 'LIKELY DUPLICATE TRANSACTION');

    const scenario = mode === 'timeout' ? 'timeout' : scenarioOf(kind, billersCode, phone);
    const commissionKobo = Math.round((amountKobo * COMMISSION_PERCENT[kind]) / 100);
    const chargeKobo = scenario === 'failed' ? 0 : amountKobo - commissionKobo;
    const status: SimVtpassStatus =
      scenario === 'failed' ? 'failed' : scenario === 'pending' ? 'pending' : 'delivered';

    // The sandbox's merchant wallet is a limit, not a running balance: a pay that costs more than
    // the balance as last set (control/balance) is refused with 018, whatever was bought before.
    if (Number(state.balanceKobo ?? 0) < amountKobo - commissionKobo)
      return refusal('018', 'LOW WALLET BALANCE');
    const [stored] = await db
      .insert(simVtpassTransactions)
      .values({
        requestId,
        transactionId: newTransactionId(),
        serviceId,
        variationCode: variationCode || null,
        billersCode: billersCode || null,
        phone,
        dedupeNumber,
        productName: productName(options.packages, serviceId, kind),
        productType: PRODUCT_TYPES[kind],
        quantity,
        amountKobo,
        commissionKobo,
        chargedKobo: chargeKobo,
        status,
        scenario,
        extras: purchaseExtras(options.packages, kind, {
          serviceId,
          variationCode,
          amountNaira: naira(amountKobo),
          quantity,
          billersCode,
        }),
        createdAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) return refusal('014', 'REQUEST ID ALREADY EXIST');

    switch (scenario) {
      case 'unexpected':
        return reply
          .type('text/html; charset=utf-8')
          .send(
            '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
          );
      case 'no_response':
        return reply.type('application/json').send('');
      case 'timeout':
        await sleep(options.timeoutDelayMs);
        return transactionAnswer(stored);
      case 'pending':
        return transactionAnswer(stored, { code: '099', description: 'TRANSACTION IS PROCESSING' });
      default:
        return transactionAnswer(stored);
    }
  });

  app.post('/api/requery', postAuth, async (request) => {
    const requestId = stringAt(objectAt(request.body).request_id);
    const [resolved] = await resolveDue(requestId);
    const transaction = resolved ?? (await findTransaction(requestId));
    if (!transaction) return refusal('015', 'INVALID REQUEST ID');
    return transactionAnswer(transaction);
  });

  // ---- control (simulator only) ----

  app.post('/control/resolve', { schema: { hide: true } }, async (request, reply) => {
    const body = objectAt(request.body);
    const requestId = stringAt(body.request_id);
    const status = stringAt(body.status) as SimVtpassStatus;
    if (!['delivered', 'reversed', 'failed'].includes(status))
      return reply.status(400).send({ error: 'status must be delivered, reversed or failed' });
    const transaction = await findTransaction(requestId);
    if (!transaction) return reply.status(404).send({ error: 'No such request_id' });
    if (transaction.status === status)
      return { changed: false, data: transactionAnswer(transaction) };
    const allowed: Record<SimVtpassStatus, SimVtpassStatus[]> = {
      pending: ['delivered', 'reversed', 'failed'],
      delivered: ['reversed'],
      failed: [],
      reversed: [],
    };
    if (!allowed[transaction.status].includes(status))
      return reply
        .status(409)
        .send({ error: `A ${transaction.status} transaction cannot become ${status}` });
    const refund = status === 'delivered' ? 0 : transaction.chargedKobo;
    const [updated] = await db
      .update(simVtpassTransactions)
      .set({ status, chargedKobo: transaction.chargedKobo - refund, updatedAt: new Date() })
      .where(
        and(
          eq(simVtpassTransactions.requestId, requestId),
          eq(simVtpassTransactions.status, transaction.status),
        ),
      )
      .returning();
    if (!updated) return reply.status(409).send({ error: 'The transaction changed meanwhile' });
    await sendCallback(updated);
    return { changed: true, data: transactionAnswer(updated) };
  });

  app.post('/control/balance', { schema: { hide: true } }, async (request, reply) => {
    const balanceKobo = toKobo(objectAt(request.body).balance);
    if (balanceKobo === undefined)
      return reply.status(400).send({ error: 'balance must be a non-negative number of naira' });
    await db
      .insert(simVtpassMerchant)
      .values({ id: 1, balanceKobo })
      .onConflictDoUpdate({
        target: simVtpassMerchant.id,
        set: { balanceKobo, setAt: sql`now()` },
      });
    return { balance: naira(balanceKobo) };
  });
}

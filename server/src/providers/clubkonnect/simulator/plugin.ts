import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { numberAt, objectAt, stringAt, type Loose } from '../../../lib/loose';
import { registerSandboxControls } from '../../../lib/simulator-controls';
import { SANDBOX, SCENARIO_NUMBERS, type SandboxScenario } from '../../../lib/sandbox-numbers';
import type { ClubkonnectProduct, ClubkonnectProducts } from '../products';
import { ENDPOINTS, METER_TYPES, SERVICES, type ClubkonnectKind } from '../services';
import {
  type CataloguePackage,
  cablePackageList,
  dataPlanList,
  dataPlanOf,
  examList,
  examOf,
  packageOf,
} from './catalogue';
import {
  simClubkonnectFloat,
  simClubkonnectOrders,
  type SimClubkonnectOrder,
  type SimClubkonnectStatus,
} from './tables';
import type { Checked, OrderScript } from './order-script';
import { epinScript } from './epins';

/*
 * A stand-in for ClubKonnect (Nellobyte Systems) speaking its HTTP shapes: GET scripts with UserID
 * and APIKey in the query string, answers {orderid, statuscode, status}, the order query, the
 * balance, the plan and package lists, the verify scripts, and a GET to CallBackURL when an order
 * settles. Mounted under /simulator/clubkonnect/ when no ClubKonnect credentials are set. State
 * lives in the sim_clubkonnect_ tables (orders, the float), so every server process on the
 * database answers as one ClubKonnect: an order one process received is found through another, a
 * RequestID received twice (by one process or two at once) is one order charged once, and a due
 * order is completed, and called back, by one process only. Amounts are kobo inside, naira on the
 * wire.
 *
 * Sandbox numbers (VTpass's, shared by our simulators): 08011111111 and the test meters,
 * smartcard and profile complete at once; 201000000000 stays ORDER_RECEIVED for pendingSeconds,
 * then completes; 500000000000 answers an HTML error page, 400000000000 an empty body and
 * 300000000000 only after timeoutDelayMs (all three complete); anything else is cancelled by the
 * network (514). The mode (lib/simulator-controls.ts) overrides them all.
 *
 * e-PINs (simulator/epins.ts): APIEPINV1.asp and APIDatabundleEPINV1.asp issue a batch of cards
 * and answer {TXN_EPIN: [...]} or {TXN_EPIN_DATABUNDLE: [...]}, one row per card; the order query
 * answers the order's fields with the same rows once it is completed. The quantity picks the
 * scenario: 49 comes one card short (48 cards, completed), 96 answers an HTML error page, 98 stays
 * ORDER_RECEIVED without cards for pendingSeconds, 99 answers only after timeoutDelayMs (issued:
 * a query finds the cards); any other quantity up to 100 issues the whole batch. Refused
 * definitely: a Value other than 100, 200 or 500 (INVALID_VALUE), a quantity outside 1 to 100
 * (INVALID_QUANTITY), a plan not on the data plan list (INVALID_DATAPLAN), a float below the
 * batch's price (INSUFFICIENT_BALANCE). The modes apply to them as to every purchase.
 */

export interface ClubkonnectSimulatorOptions {
  userId: string;
  apiKey: string;
  /** seconds before a pending sandbox order completes */
  pendingSeconds: number;
  /** how long the timeout scenario and mode wait before they answer */
  timeoutDelayMs: number;
  /** complete due pending orders every second and send their callbacks */
  autoResolve: boolean;
  /** a GET to the order's CallBackURL with the order's fields in the query string */
  deliverCallback: (url: string) => Promise<void>;
  /** what we sell (our seeded catalogue): TV packages and exam types */
  packages: readonly CataloguePackage[];
  /** the products services declare beyond the built-in kinds: their order and verify scripts */
  products?: ClubkonnectProducts;
  /** the float a fresh database starts with is set by the migration (₦10,000,000) */
}

const CUSTOMER_NAME = 'TEST CUSTOMER';
const NEXT_ORDER_ID = sql<string>`nextval('sim_clubkonnect_order_id_seq')`;
const ORDER_TYPES: Record<ClubkonnectKind, string> = {
  airtime: 'Airtime',
  data: 'Data Bundle',
  cable: 'Cable TV',
  electricity: 'Electricity',
  waec: 'WAEC',
  jamb: 'JAMB',
};

const digits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** Whether ClubKonnect names a network, TV or electricity company by this code. */
const knownCode = (kind: ClubkonnectKind, code: string) =>
  Object.values(SERVICES).some((service) => service.kind === kind && service.code === code);

const status = (value: string) => ({ status: value });

/** Minimum amounts in naira. */
const MINIMUM = { airtime: 50, electricity: 500 } as const;

/** Whether a smartcard, meter or profile is one the sandbox knows (outside the scenario numbers). */
function numberVerifies(kind: ClubkonnectKind, number: string): boolean {
  switch (kind) {
    case 'cable':
      return number === SANDBOX.smartcard;
    case 'electricity':
      return number === SANDBOX.prepaidMeter || number === SANDBOX.postpaidMeter;
    case 'jamb':
      return number === SANDBOX.jambProfile;
    default:
      return true;
  }
}

/** The sandbox scenario of a purchase, by the number it is for (and the phone). */
function scenarioOf(kind: ClubkonnectKind, number: string, phone: string): SandboxScenario {
  const special = SCENARIO_NUMBERS[number] ?? SCENARIO_NUMBERS[phone];
  if (special) return special;
  if (kind === 'airtime' || kind === 'data')
    return number === SANDBOX.successPhone ? 'success' : 'failed';
  return numberVerifies(kind, number) ? 'success' : 'failed';
}

/** Declared products grouped by a script of theirs (products without one are left out). */
function byScript(
  products: ClubkonnectProducts,
  scriptOf: (product: ClubkonnectProduct) => string | undefined,
): Map<string, ClubkonnectProduct[]> {
  const groups = new Map<string, ClubkonnectProduct[]>();
  for (const product of Object.values(products)) {
    const script = scriptOf(product);
    if (script) groups.set(script, [...(groups.get(script) ?? []), product]);
  }
  return groups;
}

/** The products of one script as one: the first's rules, every product's companies and numbers. */
function merged(products: readonly ClubkonnectProduct[]): ClubkonnectProduct {
  const [first] = products;
  if (!first) throw new Error('a script without products');
  return {
    ...first,
    simulator: {
      ...first.simulator,
      companies: products.flatMap((product) => product.simulator.companies),
      sandboxNumbers: products.flatMap((product) => product.simulator.sandboxNumbers),
    },
  };
}

/**
 * A declared product's order script: a known company, a customer number, an Amount within the
 * product's limits; its sandbox numbers complete, the scenario numbers play their scenario, any
 * other number is cancelled by the company (514).
 */
function productScript(products: readonly ClubkonnectProduct[]): OrderScript {
  const { simulator } = merged(products);
  return {
    orderType: simulator.orderType,
    numberOf: (query) => stringAt(query[simulator.numberParam]),
    check: (query) => {
      const company = stringAt(query[simulator.companyParam]);
      if (!simulator.companies.includes(company))
        return `INVALID_${simulator.companyParam.toUpperCase()}`;
      const number = stringAt(query[simulator.numberParam]);
      if (!number) return simulator.invalidNumber;
      const amount = numberAt(query.Amount);
      if (amount === undefined) return 'MISSING_AMOUNT';
      if (amount < simulator.minimum || amount > simulator.maximum) return 'INVALID_AMOUNT';
      return { code: company, number, amountKobo: Math.round(amount * 100), plan: '', extras: {} };
    },
    scenario: (checked) =>
      SCENARIO_NUMBERS[checked.number] ??
      (simulator.sandboxNumbers.includes(checked.number) ? 'success' : 'failed'),
  };
}

/** How the down mode refuses: cancelled before vending, the provider's side. */
const DOWN = {
  statuscode: '508',
  status: 'ORDER_CANCELLED',
  remark: 'Your request cannot be processed at this time',
} as const;

/** The float could not pay for the order: nothing is stored. */
class ShortOfFloat extends Error {}

export default async function clubkonnectSimulator(
  app: FastifyInstance,
  options: ClubkonnectSimulatorOptions,
) {
  const { db } = app;
  const controls = registerSandboxControls(app, 'clubkonnect');

  // ---- callbacks ----

  const inFlight = new Set<Promise<void>>();
  function sendCallbackLater(order: SimClubkonnectOrder) {
    if (!order.callbackUrl) return;
    const query = new URLSearchParams({
      orderdate: order.createdAt.toISOString(),
      orderid: String(order.orderId),
      requestid: order.requestId,
      statuscode: order.statusCode,
      orderstatus: order.status,
      orderremark: order.remark,
      ...order.extras,
    });
    const separator = order.callbackUrl.includes('?') ? '&' : '?';
    const sending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => options.deliverCallback(`${order.callbackUrl}${separator}${query.toString()}`))
      .catch((error: unknown) =>
        app.log.warn(
          { err: error, requestId: order.requestId },
          'ClubKonnect simulator callback failed',
        ),
      )
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }

  /**
   * Completes pending orders whose time has come (one, or all) and calls back for each. Only the
   * orders this call flipped are returned and called back: a process racing it flips none of them.
   */
  async function resolveDue(requestId?: string): Promise<SimClubkonnectOrder[]> {
    const completed = await db
      .update(simClubkonnectOrders)
      .set({ status: 'ORDER_COMPLETED', statusCode: '200', remark: 'Transaction Successful' })
      .where(
        and(
          eq(simClubkonnectOrders.status, 'ORDER_RECEIVED'),
          lte(
            simClubkonnectOrders.createdAt,
            sql`now() - ${options.pendingSeconds}::float8 * interval '1 second'`,
          ),
          requestId === undefined ? undefined : eq(simClubkonnectOrders.requestId, requestId),
        ),
      )
      .returning();
    for (const order of completed) sendCallbackLater(order);
    return completed;
  }

  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  if (options.autoResolve) {
    timer = setInterval(() => {
      if (pass) return;
      pass = resolveDue()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'ClubKonnect simulator resolve failed'),
        )
        .finally(() => {
          pass = undefined;
        });
    }, 1000);
    timer.unref();
  }

  const floatKobo = async () => {
    const [row] = await db
      .select({ balanceKobo: simClubkonnectFloat.balanceKobo })
      .from(simClubkonnectFloat)
      .where(eq(simClubkonnectFloat.id, 1));
    return row?.balanceKobo ?? 0;
  };
  const findOrder = async (requestId: string) => {
    const [row] = await db
      .select()
      .from(simClubkonnectOrders)
      .where(eq(simClubkonnectOrders.requestId, requestId));
    return row;
  };
  const findOrderById = async (orderId: string) => {
    if (!/^\d{1,15}$/.test(orderId)) return undefined;
    const [row] = await db
      .select()
      .from(simClubkonnectOrders)
      .where(eq(simClubkonnectOrders.orderId, Number(orderId)));
    return row;
  };
  /** An order id for a refusal that stores no order (the down mode's refusal of a bad request). */
  const spareOrderId = async () => {
    const [row] = await db.select({ id: NEXT_ORDER_ID }).from(sql`(select 1) as spare`);
    return String(row?.id ?? '');
  };

  // Answers held back (timeout); closing the app answers them at once.
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

  // ---- auth: UserID and APIKey on every script ----

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!/\.asp$/i.test(path)) return;
    const query = objectAt(request.query);
    if (stringAt(query.UserID) !== options.userId || stringAt(query.APIKey) !== options.apiKey)
      return reply.send(status('INVALID_CREDENTIALS'));
  });

  /** An order's documented three fields, and the extras once completed. */
  const statusAnswer = (order: SimClubkonnectOrder) => ({
    orderid: String(order.orderId),
    statuscode: order.statusCode,
    status: order.status,
    ...(order.status === 'ORDER_RECEIVED' ? {} : { remark: order.remark }),
    ...(order.status === 'ORDER_COMPLETED' ? order.extras : {}),
  });

  /**
   * The pay answer of an order: its status answer, except a completed e-PIN order's, which is its
   * cards alone, as ClubKonnect's e-PIN scripts answer.
   */
  const orderAnswer = (order: SimClubkonnectOrder) =>
    order.status === 'ORDER_COMPLETED' && Object.keys(order.cards).length
      ? order.cards
      : statusAnswer(order);
  const queryAnswer = (order: SimClubkonnectOrder, balanceKobo: number) => ({
    date: order.createdAt.toISOString(),
    orderid: String(order.orderId),
    requestid: order.requestId,
    statuscode: order.statusCode,
    status: order.status,
    remark: order.remark,
    ordertype: order.orderType,
    mobilenetwork: order.network,
    mobilenumber: order.number,
    amountcharged: (order.amountKobo / 100).toFixed(2),
    walletbalance: (balanceKobo / 100).toFixed(2),
    ...(order.status === 'ORDER_COMPLETED' ? { ...order.extras, ...order.cards } : {}),
  });

  /** What each script checks and charges; a string is the refusal's status. */
  function priced(kind: ClubkonnectKind, query: Loose): string | Checked {
    const amount = numberAt(query.Amount);
    const toKobo = (naira: number) => Math.round(naira * 100);
    switch (kind) {
      case 'airtime': {
        const network = stringAt(query.MobileNetwork);
        const number = stringAt(query.MobileNumber);
        if (!['01', '02', '03', '04'].includes(network)) return 'INVALID_MOBILENETWORK';
        if (amount === undefined) return 'MISSING_AMOUNT';
        if (amount < MINIMUM.airtime) return 'MINIMUM_50';
        if (!/^0\d{10}$/.test(number) && !/^\d{12}$/.test(number)) return 'INVALID_RECIPIENT';
        return { code: network, number, amountKobo: toKobo(amount), plan: '', extras: {} };
      }
      case 'data': {
        const network = stringAt(query.MobileNetwork);
        const number = stringAt(query.MobileNumber);
        const item = dataPlanOf(network, stringAt(query.DataPlan));
        if (!['01', '02', '03', '04'].includes(network)) return 'INVALID_MOBILENETWORK';
        if (!item) return 'INVALID_DATAPLAN';
        if (!/^0\d{10}$/.test(number) && !/^\d{12}$/.test(number)) return 'INVALID_RECIPIENT';
        return {
          code: network,
          number,
          amountKobo: toKobo(item.amount),
          plan: item.id,
          extras: {},
        };
      }
      case 'cable': {
        const tv = stringAt(query.CableTV);
        if (!knownCode('cable', tv)) return 'INVALID_CABLETV';
        const item = packageOf(options.packages, tv, stringAt(query.Package));
        if (!item) return 'INVALID_PACKAGE';
        const number = stringAt(query.SmartCardNo);
        if (!number) return 'INVALID_SMARTCARDNO';
        return { code: tv, number, amountKobo: toKobo(item.amount), plan: item.code, extras: {} };
      }
      case 'electricity': {
        const company = stringAt(query.ElectricCompany);
        if (!knownCode('electricity', company)) return 'INVALID_ELECTRICCOMPANY';
        const meterType = stringAt(query.MeterType);
        if (!Object.values(METER_TYPES).includes(meterType)) return 'INVALID_METERTYPE';
        const number = stringAt(query.MeterNo);
        if (!number) return 'INVALID_METERNO';
        if (amount === undefined) return 'MISSING_AMOUNT';
        if (amount < MINIMUM.electricity) return 'INVALID_AMOUNT';
        const token = (digits(20).match(/\d{4}/g) ?? []).join('-');
        const extras: Record<string, string> =
          meterType === METER_TYPES.prepaid
            ? { metertoken: token, units: (amount / 70).toFixed(1), customer_name: CUSTOMER_NAME }
            : { customer_name: CUSTOMER_NAME };
        return { code: company, number, amountKobo: toKobo(amount), plan: meterType, extras };
      }
      case 'waec':
      case 'jamb': {
        const examType = stringAt(query.ExamType);
        const item = examOf(options.packages, kind, examType);
        if (!item) return 'INVALID_EXAMTYPE';
        const number = kind === 'jamb' ? stringAt(query.ProfileID) : stringAt(query.PhoneNo);
        const carddetails =
          kind === 'waec' && examType !== 'waec-registration'
            ? `Serial No:WRN${digits(9)}, pin: ${digits(12)}`
            : `pin: ${digits(kind === 'jamb' ? 15 : 12)}`;
        return {
          code: examType,
          number,
          amountKobo: toKobo(item.amount),
          plan: examType,
          extras: { carddetails },
        };
      }
    }
  }

  /**
   * Stores an order unless its RequestID is known, in one transaction: a float below `needsKobo`
   * refuses it (nothing stored), and `chargeKobo` is taken off the float. With the RequestID
   * known (stored meanwhile by this process or another), answers that order, charging nothing.
   */
  async function store(
    order: Omit<typeof simClubkonnectOrders.$inferInsert, 'orderId'>,
    needsKobo: number,
    chargeKobo: number,
  ): Promise<{ order: SimClubkonnectOrder; isNew: boolean } | ShortOfFloat> {
    try {
      return await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(simClubkonnectOrders)
          .values({ ...order, orderId: NEXT_ORDER_ID })
          .onConflictDoNothing({ target: simClubkonnectOrders.requestId })
          .returning();
        if (!stored) {
          const [known] = await tx
            .select()
            .from(simClubkonnectOrders)
            .where(eq(simClubkonnectOrders.requestId, order.requestId));
          if (!known) throw new Error(`order ${order.requestId} conflicted but is not there`);
          return { order: known, isNew: false };
        }
        if (needsKobo > 0) {
          const [charged] = await tx
            .update(simClubkonnectFloat)
            .set({ balanceKobo: sql`${simClubkonnectFloat.balanceKobo} - ${chargeKobo}` })
            .where(
              and(eq(simClubkonnectFloat.id, 1), gte(simClubkonnectFloat.balanceKobo, needsKobo)),
            )
            .returning({ id: simClubkonnectFloat.id });
          if (!charged) throw new ShortOfFloat();
        }
        return { order: stored, isNew: true };
      });
    } catch (error) {
      if (error instanceof ShortOfFloat) return error;
      throw error;
    }
  }

  /** A built-in kind's script as `order` plays it. */
  const builtIn = (kind: ClubkonnectKind): OrderScript => ({
    orderType: ORDER_TYPES[kind],
    numberOf: (query) =>
      stringAt(
        query.MobileNumber ??
          query.SmartCardNo ??
          query.MeterNo ??
          query.ProfileID ??
          query.PhoneNo,
      ),
    check: (query) => priced(kind, query),
    scenario: (checked, query) =>
      scenarioOf(kind, checked.number, stringAt(query.MobileNumber ?? query.PhoneNo)),
  });

  async function order(seller: OrderScript, script: string, query: Loose, reply: FastifyReply) {
    const requestId = stringAt(query.RequestID);
    const { mode } = await controls.receive({
      request_id: requestId,
      service: script,
      number: seller.numberOf(query),
      amount: numberAt(query.Amount) ?? null,
      plan: stringAt(query.DataPlan ?? query.Package ?? query.MeterType ?? query.ExamType) || null,
    });
    if (!requestId) return status('MISSING_REQUESTID');
    const known = await findOrder(requestId);
    if (known) return orderAnswer(known);
    if (mode === 'no-float') return status('INSUFFICIENT_BALANCE');

    const checked = seller.check(query);
    if (typeof checked === 'string') {
      if (mode !== 'down') return status(checked);
      return { orderid: await spareOrderId(), ...DOWN };
    }
    const orderOf = (orderStatus: SimClubkonnectStatus, statusCode: string, remark: string) => ({
      requestId,
      orderType: seller.orderType,
      network: checked.code,
      number: checked.number,
      amountKobo: checked.amountKobo,
      status: orderStatus,
      statusCode,
      remark,
      extras: checked.extras,
      cards: checked.cards ?? {},
      callbackUrl: stringAt(query.CallBackURL),
    });
    if (mode === 'down') {
      const cancelled = await store(orderOf('ORDER_CANCELLED', DOWN.statuscode, DOWN.remark), 0, 0);
      if (cancelled instanceof ShortOfFloat) throw cancelled;
      return orderAnswer(cancelled.order);
    }

    const scenario = mode === 'timeout' ? 'timeout' : seller.scenario(checked, query);
    // A float below the amount refuses the order before anything else, a failing one too.
    const needsKobo = checked.amountKobo;
    if (scenario === 'failed') {
      const refused = await store(
        orderOf('ORDER_CANCELLED', '514', 'Transaction rejected'),
        needsKobo,
        0,
      );
      if (refused instanceof ShortOfFloat) return status('INSUFFICIENT_BALANCE');
      return orderAnswer(refused.order);
    }
    const pending = scenario === 'pending' || mode === 'timeout';
    const stored = await store(
      pending
        ? orderOf('ORDER_RECEIVED', '100', 'Awaiting Processing')
        : orderOf('ORDER_COMPLETED', '200', 'Transaction Successful'),
      needsKobo,
      checked.amountKobo,
    );
    if (stored instanceof ShortOfFloat) return status('INSUFFICIENT_BALANCE');
    // The same RequestID reached another process (or this one) first: that order's answer.
    if (!stored.isNew) return orderAnswer(stored.order);
    if (pending) {
      if (scenario === 'timeout') await sleep(options.timeoutDelayMs);
      return orderAnswer(stored.order);
    }
    sendCallbackLater(stored.order);
    switch (scenario) {
      case 'unexpected':
        return reply
          .type('text/html; charset=utf-8')
          .send(
            '<html><head><title>500 - Internal server error.</title></head><body></body></html>',
          );
      case 'no_response':
        return reply.type('application/json').send('');
      case 'timeout':
        await sleep(options.timeoutDelayMs);
        return orderAnswer(stored.order);
      default:
        return orderAnswer(stored.order);
    }
  }

  const hidden = { schema: { hide: true } };
  const purchases: [ClubkonnectKind, string][] = [
    ['airtime', ENDPOINTS.airtime],
    ['data', ENDPOINTS.data],
    ['cable', ENDPOINTS.cable],
    ['electricity', ENDPOINTS.electricity],
    ['waec', ENDPOINTS.waec],
    ['jamb', ENDPOINTS.jamb],
  ];
  for (const [kind, script] of purchases)
    app.get(`/${script}`, hidden, (request, reply) =>
      order(builtIn(kind), script, objectAt(request.query), reply),
    );
  const epins: ['airtime' | 'data', string][] = [
    ['airtime', ENDPOINTS.airtimeEpin],
    ['data', ENDPOINTS.dataEpin],
  ];
  for (const [kind, script] of epins)
    app.get(`/${script}`, hidden, (request, reply) =>
      order(epinScript(kind), script, objectAt(request.query), reply),
    );
  // The products services declare: one route per order script, whichever companies share it.
  for (const [script, products] of byScript(options.products ?? {}, (item) => item.orderScript))
    app.get(`/${script}`, hidden, (request, reply) =>
      order(productScript(products), script, objectAt(request.query), reply),
    );

  app.get(`/${ENDPOINTS.query}`, hidden, async (request) => {
    const query = objectAt(request.query);
    const requestId = stringAt(query.RequestID);
    const found =
      (requestId ? await findOrder(requestId) : undefined) ??
      (await findOrderById(stringAt(query.OrderID)));
    if (!found) return status('ORDER_NOT_FOUND');
    if (found.status !== 'ORDER_RECEIVED') return queryAnswer(found, await floatKobo());
    // Due, it completes now; if another process completed it meanwhile, read it again.
    const [completed] = await resolveDue(found.requestId);
    const current = completed ?? (await findOrder(found.requestId)) ?? found;
    return queryAnswer(current, await floatKobo());
  });

  app.get(`/${ENDPOINTS.balance}`, hidden, async () => {
    // an account out of float (the no-float mode) says so when asked its balance too
    const balanceKobo = (await controls.mode()) === 'no-float' ? 0 : await floatKobo();
    return {
      date: new Date().toISOString(),
      id: options.userId,
      phone: '08011111111',
      email: 'sandbox@nellobytesystems.com',
      balance: (balanceKobo / 100).toFixed(2),
    };
  });

  // ---- verify: {customer_name}, or the refusal in its place ----

  const verifyAnswer = (kind: ClubkonnectKind, number: string, invalid: string) => ({
    customer_name:
      numberVerifies(kind, number) || SCENARIO_NUMBERS[number] ? CUSTOMER_NAME : invalid,
  });
  app.get(`/${ENDPOINTS.verifyCable}`, hidden, async (request) =>
    verifyAnswer('cable', stringAt(objectAt(request.query).SmartCardNo), 'INVALID_SMARTCARDNO'),
  );
  app.get(`/${ENDPOINTS.verifyElectricity}`, hidden, async (request) =>
    verifyAnswer('electricity', stringAt(objectAt(request.query).MeterNo), 'INVALID_METERNO'),
  );
  app.get(`/${ENDPOINTS.verifyJamb}`, hidden, async (request) =>
    verifyAnswer('jamb', stringAt(objectAt(request.query).ProfileID), 'INVALID_PROFILEID'),
  );

  for (const [script, products] of byScript(options.products ?? {}, (item) => item.verify?.script))
    app.get(`/${script}`, hidden, async (request) => {
      const query = objectAt(request.query);
      const { simulator } = merged(products);
      const company = stringAt(query[simulator.companyParam]);
      if (!simulator.companies.includes(company))
        return status(`INVALID_${simulator.companyParam.toUpperCase()}`);
      const number = stringAt(query[simulator.numberParam]);
      return {
        customer_name:
          simulator.sandboxNumbers.includes(number) || SCENARIO_NUMBERS[number]
            ? CUSTOMER_NAME
            : simulator.invalidNumber,
      };
    });

  // ---- lists ----

  app.get(`/${ENDPOINTS.dataPlans}`, hidden, async () => dataPlanList());
  app.get(`/${ENDPOINTS.cablePackages}`, hidden, async () => cablePackageList(options.packages));
  app.get(`/${ENDPOINTS.waecPackages}`, hidden, async () => examList(options.packages, 'waec'));
  app.get(`/${ENDPOINTS.jambPackages}`, hidden, async () => examList(options.packages, 'jamb'));
}

import { randomInt } from 'node:crypto';
import { numberAt, stringAt, type Loose } from '../../../lib/loose';
import type { SandboxScenario } from '../../../lib/sandbox-numbers';
import { EPIN_MAX_QUANTITY, EPIN_VALUES, PLAN_LIST_NETWORKS } from '../services';
import { dataPlanOf } from './catalogue';
import type { Checked, OrderScript } from './order-script';
import type { SimEpinRow } from './tables';

/*
 * The simulator's e-PIN scripts (APIEPINV1.asp for recharge cards, APIDatabundleEPINV1.asp for
 * data cards), played by plugin.ts like every order script. An order checks its MobileNetwork,
 * Quantity (1 to EPIN_MAX_QUANTITY) and Value (100, 200 or 500) or DataPlan (the data plan list's
 * PRODUCT_ID), issues its cards (serials in sequence in one batch, random PINs of the network's
 * length, all distinct) and is charged for the cards it issued: the face value less the airtime
 * discount, or the plan's price each. The scenario is picked by the quantity
 * (EPIN_SCENARIO_QUANTITIES); any other quantity issues the whole batch at once.
 */

/** The quantities that pick a scenario; each below ClubKonnect's limit so the adapter sends it. */
export const EPIN_SCENARIO_QUANTITIES = {
  /** the batch comes one card short (49 asked, 48 issued), completed */
  partial: 49,
  /** issued, then answered with an HTML error page */
  unexpected: 96,
  /** ORDER_RECEIVED without cards; completed (cards on a query) after pendingSeconds */
  pending: 98,
  /** issued, answered only after the adapter has given up; a query finds the cards */
  timeout: 99,
} as const;

const SCENARIOS: Readonly<Record<number, SandboxScenario>> = {
  [EPIN_SCENARIO_QUANTITIES.unexpected]: 'unexpected',
  [EPIN_SCENARIO_QUANTITIES.pending]: 'pending',
  [EPIN_SCENARIO_QUANTITIES.timeout]: 'timeout',
};

type EpinKind = 'airtime' | 'data';

const SCRIPT = {
  airtime: { orderType: 'Airtime EPIN', key: 'TXN_EPIN' },
  data: { orderType: 'Databundle EPIN', key: 'TXN_EPIN_DATABUNDLE' },
} as const;

/** Recharge card PINs are 17 digits on MTN, 16 on Airtel, 15 on Glo and 9mobile. */
const PIN_LENGTH: Readonly<Record<string, number>> = { '01': 17, '02': 15, '03': 15, '04': 16 };

/** Our discount on a recharge card's face value, in percent. */
const AIRTIME_DISCOUNT = 2;

const digits = (length: number) =>
  Array.from({ length }, (_, index) => randomInt(index === 0 ? 1 : 0, 10)).join('');

/** "5/14/2020 11:00:00 AM", as the e-PIN rows date a card. */
function rowDate(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()} ` +
    `${hours}:${two(date.getMinutes())}:${two(date.getSeconds())} ${date.getHours() < 12 ? 'AM' : 'PM'}`
  );
}

/** `count` cards of one batch: serials in sequence, distinct PINs. */
function issue(network: string, count: number, fields: Record<string, string>): SimEpinRow[] {
  const pins = new Set<string>();
  while (pins.size < count) pins.add(digits(PIN_LENGTH[network] ?? 15));
  const batchno = digits(6);
  const firstSerial = Number(digits(14));
  const firstTransaction = Number(digits(10));
  const transactiondate = rowDate(new Date());
  return [...pins].map((pin, index) => ({
    transactionid: String(firstTransaction + index),
    transactiondate,
    batchno,
    mobilenetwork: (PLAN_LIST_NETWORKS[network] ?? '').replace(/^m_/, '').toUpperCase(),
    ...fields,
    sno: String(firstSerial + index),
    pin,
  }));
}

/** An e-PIN order's checks and cards; a string is the refusal's status. */
function check(kind: EpinKind, query: Loose): string | Checked {
  const network = stringAt(query.MobileNetwork);
  if (!PIN_LENGTH[network]) return 'INVALID_MOBILENETWORK';
  const quantity = numberAt(query.Quantity);
  if (quantity === undefined) return 'MISSING_QUANTITY';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > EPIN_MAX_QUANTITY)
    return 'INVALID_QUANTITY';
  const count = quantity === EPIN_SCENARIO_QUANTITIES.partial ? quantity - 1 : quantity;
  const card = (fields: Record<string, string>, plan: string, eachKobo: number): Checked => ({
    code: network,
    number: `${quantity} e-PINs`,
    amountKobo: eachKobo * count,
    plan,
    extras: {},
    cards: { [SCRIPT[kind].key]: issue(network, count, fields) },
  });
  if (kind === 'airtime') {
    const value = numberAt(query.Value);
    if (value === undefined) return 'MISSING_VALUE';
    if (!EPIN_VALUES.includes(value)) return 'INVALID_VALUE';
    return card({ amount: String(value) }, String(value), value * (100 - AIRTIME_DISCOUNT));
  }
  const plan = dataPlanOf(network, stringAt(query.DataPlan));
  if (!plan) return 'INVALID_DATAPLAN';
  return card({ productname: plan.name }, plan.id, Math.round(plan.amount * 100));
}

/** The order script of recharge cards (airtime) or data cards. */
export const epinScript = (kind: EpinKind): OrderScript => ({
  orderType: SCRIPT[kind].orderType,
  numberOf: (query) => `${stringAt(query.Quantity)} e-PINs`,
  check: (query) => check(kind, query),
  scenario: (_checked, query) => SCENARIOS[numberAt(query.Quantity) ?? 0] ?? 'success',
});

import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { networkOfPhone, NETWORK_NAMES, type Network } from '@contract/rules/network';
import {
  lookUpResellerId,
  networkNumber,
  RESELLER_IDS,
  type ResellerFormat,
} from '@contract/rules/reseller-ids';
import { normalizePurchasePhone } from '@contract/rules';
import { API_KEY_FORMAT_NAMES } from '@contract/constants';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { packageBySlug, resolvePlan, type SoldPackage } from './catalogue';
import type { FormatContext } from './format';
import { placeResellerOrder, type OrderRow } from './orders';
import { firstPlanCode } from '../purchases/catalogue';
import { SEED_PACKAGES } from '../../services';

/*
 * The orders both formats place, from the fields once each format has read them: what its numbers
 * name in our catalogue, the checks a reseller's request passes before the engine sees it, and the
 * engine's own request for the service.
 */

const formatName = (format: ResellerFormat) => API_KEY_FORMAT_NAMES[format].split(' ')[0];

/** "an MTN", "an AIRTEL", "a GLO", "a 9MOBILE": the article goes by how the name is said. */
const withArticle = (network: Network) =>
  `${network === 'mtn' || network === 'airtel' ? 'an' : 'a'} ${NETWORK_NAMES[network].toUpperCase()}`;

/** "MTN 1, GLO 2, 9MOBILE 3, AIRTEL 4": a format's network numbers, for its error messages. */
export const networkList = (format: ResellerFormat) =>
  Object.entries(RESELLER_IDS[format].networks)
    .map(([id, network]) => `${NETWORK_NAMES[network].toUpperCase()} ${id}`)
    .join(', ');

export const RESELLER_MESSAGES = {
  network: (format: ResellerFormat, sent: string) =>
    `network ${sent || '(none)'} is not a network in the ${formatName(format)} format: ${networkList(format)}.`,
  phone: 'Enter a valid 11-digit phone number.',
  prefixDisagrees: (
    format: ResellerFormat,
    phone: string,
    sent: Network,
    prefix: Network,
    override: string,
  ) =>
    `${phone} is ${withArticle(prefix)} number, but network ${networkNumber(format, sent)} is ${NETWORK_NAMES[sent].toUpperCase()} in the ${formatName(format)} format (${NETWORK_NAMES[prefix].toUpperCase()} is ${networkNumber(format, prefix)}). If the number was ported, send ${override}: true.`,
  plan: (sent: string, mapped: boolean) =>
    mapped
      ? `Plan ${sent || '(none)'} is not in this key's plan map. Add it under API keys in your profile, or see GET /api/network/ for our ids.`
      : `Plan ${sent || '(none)'} is not a plan we sell. See GET /api/network/ for the plan ids.`,
  planNetwork: (format: ResellerFormat, sent: string, plan: Network, network: Network) =>
    `Plan ${sent} is ${withArticle(plan)} plan, but network ${networkNumber(format, network)} is ${NETWORK_NAMES[network].toUpperCase()} in the ${formatName(format)} format.`,
  cable: (sent: string) =>
    `${sent || '(none)'} is not a cable service: GOTV 1, DSTV 2, STARTIME 3.`,
  cablePlan: (sent: string, cable: string) => `Plan ${sent} is not a ${cable} plan.`,
  disco: (format: ResellerFormat, sent: string) =>
    `${sent || '(none)'} is not an electricity company in the ${formatName(format)} format. See GET /api/network/ for the numbers.`,
  meterType: 'The meter type must be prepaid (1) or postpaid (2).',
  exam: (sent: string) => `${sent || '(none)'} is not an exam: WAEC 1.`,
  quantity: 'One PIN per request: send quantity 1.',
  notSold: (title: string) => `${title} is not available right now.`,
} as const;

export function networkFrom(format: ResellerFormat, sent: unknown): Network {
  const network = lookUpResellerId(RESELLER_IDS[format].networks, sent, (value) => [
    value,
    NETWORK_NAMES[value],
    ...(value === '9mobile' ? ['etisalat'] : []),
  ]);
  if (!network) throw badRequest(RESELLER_MESSAGES.network(format, String(sent ?? '')));
  return network;
}

/** The number in its local form, or a 400. */
export function phoneFrom(sent: unknown): string {
  const phone = normalizePurchasePhone(typeof sent === 'number' ? `0${sent}` : String(sent ?? ''));
  if (!phone) throw badRequest(RESELLER_MESSAGES.phone);
  return phone;
}

/**
 * The network sent must be the one the number's prefix names, unless the client says the number
 * was ported (Ported_number, bypass); a prefix we do not know names no network.
 */
export function checkNetworkAgrees(
  format: ResellerFormat,
  phone: string,
  network: Network,
  ported: boolean,
  override: string,
) {
  const prefix = networkOfPhone(phone);
  if (!ported && prefix && prefix !== network)
    throw badRequest(RESELLER_MESSAGES.prefixDisagrees(format, phone, network, prefix, override));
}

async function soldPackage(context: FormatContext, slug: string): Promise<SoldPackage> {
  const pkg = await packageBySlug(context.db, slug);
  if (!pkg?.active) throw badRequest(RESELLER_MESSAGES.notSold(pkg?.title ?? slug));
  return pkg;
}

/** The account's own phone number: what a bill payment names when the format sends none. */
async function accountPhone(context: FormatContext, userId: number): Promise<string> {
  const [row] = await context.db
    .select({ phone: users.phoneNo })
    .from(users)
    .where(eq(users.id, userId));
  return row?.phone ?? '';
}

export interface DataOrder {
  network: Network;
  phone: string;
  plan: string;
  ported: boolean;
  ref: string | undefined;
}

export async function placeDataOrder(
  context: FormatContext,
  request: FastifyRequest,
  format: ResellerFormat,
  override: string,
  order: DataOrder,
): Promise<OrderRow> {
  const keyId = request.apiKeyId ?? 0;
  const { plan, mapped } = await resolvePlan(context.db, keyId, 'data', order.plan);
  if (!plan) throw badRequest(RESELLER_MESSAGES.plan(order.plan, mapped));
  if (plan.network && plan.network !== order.network)
    throw badRequest(
      RESELLER_MESSAGES.planNetwork(format, order.plan, plan.network, order.network),
    );
  checkNetworkAgrees(format, order.phone, order.network, order.ported, override);
  return placeResellerOrder(
    context.orders,
    request,
    'data',
    { package_id: plan.packageId, variation_code: plan.code, phone_number: order.phone },
    order.ref,
  );
}

export interface AirtimeOrder {
  network: Network;
  phone: string;
  amount: number;
  ported: boolean;
  ref: string | undefined;
}

export async function placeAirtimeOrder(
  context: FormatContext,
  request: FastifyRequest,
  format: ResellerFormat,
  override: string,
  order: AirtimeOrder,
): Promise<OrderRow> {
  checkNetworkAgrees(format, order.phone, order.network, order.ported, override);
  const pkg = await soldPackage(context, `${order.network}-airtime`);
  return placeResellerOrder(
    context.orders,
    request,
    'airtime',
    {
      network: NETWORK_NAMES[order.network],
      phone_number: order.phone,
      amount: order.amount,
      package_id: pkg.id,
    },
    order.ref,
  );
}

export function cableFrom(format: ResellerFormat, sent: unknown): string {
  const slug = lookUpResellerId(RESELLER_IDS[format].cables, sent, (value) =>
    value === 'startimes' ? [value, 'startime'] : [value],
  );
  if (!slug) throw badRequest(RESELLER_MESSAGES.cable(String(sent ?? '')));
  return slug;
}

export interface CableOrder {
  cable: string;
  plan: string;
  card: string;
  ref: string | undefined;
}

export async function placeCableOrder(
  context: FormatContext,
  request: FastifyRequest,
  order: CableOrder,
): Promise<OrderRow> {
  const pkg = await soldPackage(context, order.cable);
  const { plan, mapped } = await resolvePlan(
    context.db,
    request.apiKeyId ?? 0,
    'cable',
    order.plan,
  );
  if (!plan) throw badRequest(RESELLER_MESSAGES.plan(order.plan, mapped));
  if (plan.packageId !== pkg.id)
    throw badRequest(RESELLER_MESSAGES.cablePlan(order.plan, pkg.title));
  return placeResellerOrder(
    context.orders,
    request,
    'cable',
    {
      package_id: pkg.id,
      variation_code: plan.code,
      smart_no: order.card,
      subscription_type: 'change',
      phone_number: await accountPhone(context, request.userId),
    },
    order.ref,
  );
}

export function discoFrom(format: ResellerFormat, sent: unknown): string {
  const slug = lookUpResellerId(RESELLER_IDS[format].discos, sent, (value) => [
    value,
    value.replace(/-electric$/, ''),
    value.replace(/-electric$/, ' electricity'),
    // the name GET /api/network lists, e.g. "IKEDC-Ikeja Electric"
    ...SEED_PACKAGES.filter((pkg) => pkg.slug === value).map((pkg) => pkg.title),
  ]);
  if (!slug) throw badRequest(RESELLER_MESSAGES.disco(format, String(sent ?? '')));
  return slug;
}

/** prepaid / postpaid, as 1 / 2 or the words. */
export function meterTypeFrom(sent: unknown): 'prepaid' | 'postpaid' {
  const text = String(sent ?? '')
    .trim()
    .toLowerCase();
  if (text === '1' || text === 'prepaid') return 'prepaid';
  if (text === '2' || text === 'postpaid') return 'postpaid';
  throw badRequest(RESELLER_MESSAGES.meterType);
}

export interface ElectricityOrder {
  disco: string;
  meter: string;
  meterType: 'prepaid' | 'postpaid';
  amount: number;
  ref: string | undefined;
}

export async function placeElectricityOrder(
  context: FormatContext,
  request: FastifyRequest,
  order: ElectricityOrder,
): Promise<OrderRow> {
  const pkg = await soldPackage(context, order.disco);
  return placeResellerOrder(
    context.orders,
    request,
    'electricity',
    {
      package_id: pkg.id,
      billersCode: order.meter,
      variation_code: order.meterType,
      meter_no: order.meter,
      meter_type: order.meterType,
      amount: order.amount,
      phone_number: await accountPhone(context, request.userId),
    },
    order.ref,
  );
}

/** The package a verification names, by its slug. */
export const verifiedPackage = soldPackage;

export function examFrom(format: ResellerFormat, sent: unknown): string {
  const slug = lookUpResellerId(RESELLER_IDS[format].exams, sent);
  if (!slug) throw badRequest(RESELLER_MESSAGES.exam(String(sent ?? '')));
  return slug;
}

export interface ExamOrder {
  exam: string;
  quantity: number;
  ref: string | undefined;
}

/** One exam PIN of the package's first plan (the result checker). */
export async function placeExamOrder(
  context: FormatContext,
  request: FastifyRequest,
  order: ExamOrder,
): Promise<OrderRow> {
  if (order.quantity !== 1) throw badRequest(RESELLER_MESSAGES.quantity);
  const pkg = await soldPackage(context, order.exam);
  const code = await firstPlanCode(context.db, pkg.id);
  if (!code) throw badRequest(RESELLER_MESSAGES.notSold(pkg.title));
  return placeResellerOrder(
    context.orders,
    request,
    'exam',
    {
      package_id: pkg.id,
      variation_code: code,
      phone_number: await accountPhone(context, request.userId),
    },
    order.ref,
  );
}

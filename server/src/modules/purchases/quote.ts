import type { BillsProviders } from './bills-providers';
import { createHash } from 'node:crypto';
import type { TransactionResult } from '@contract/api';
import type { PurchaseServiceKey } from '@contract/services';
import { PURCHASE_MESSAGES } from '@contract/rules';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import { stringAt } from '../../lib/loose';
import { tryNairaToKobo } from '../../lib/money';
import type { VerifyOutcome, VerifyRequest } from '../../ports/bills';
import type { PackageInfo } from './catalogue';
import type { Problems } from './problems';

/*
 * A Quote is what a purchase request becomes before it is charged: each service's quote
 * (server/src/services/<service>/quote.ts) checks the request in its screen's order (first failure
 * wins), prices it from our catalogue at the buyer's level (never from the client's amount) and
 * verifies the customer with the provider first where the provider needs it. The helpers they share
 * are here.
 */

/** A service the purchase engine sells, from the service registry. */
export type Service = PurchaseServiceKey;

export interface Quote {
  service: Service;
  pkg: PackageInfo;
  /** the level the price is for; the purchase is refused if the level changed meanwhile */
  levelId: number;
  /** what the wallet is charged */
  chargeKobo: number;
  /** face value paid to the provider */
  upstreamAmountKobo: number;
  variationCode: string | null;
  /** smart card, meter, profile ID or phone, as the provider wants it */
  billersCode: string;
  phone: string;
  subscriptionType: 'renew' | 'change' | null;
  /** shown in the Plan column and as the receipt's Description */
  plan: string;
  /** a sentence for the history */
  description: string;
  /** smart card or meter number shown on the receipt */
  cardNo: string | null;
  /** customer details from verification */
  result: TransactionResult;
  /**
   * What the provider is sent besides the number, plan and phone, under the names it gives them
   * (the insured person's details for insurance).
   */
  providerFields?: Readonly<Record<string, string>>;
  /** what makes two requests the same purchase (Idempotency-Key reuse is checked against it) */
  requestHash: string;
  /** service, number and amount: the same within 30 s is a likely duplicate */
  dedupeKey: string;
}

export interface QuoteDeps {
  db: Db;
  /** every bills provider: a customer is verified by the one whose list the package is */
  providers: BillsProviders;
}

/** What quoting needs from the engine's deps. */
export const quoteDepsOf = (deps: { db: Db; providers: BillsProviders }): QuoteDeps => ({
  db: deps.db,
  providers: deps.providers,
});

/**
 * Asks the provider whose list the package is (its catalogue provider) to verify the customer;
 * that provider not registered (switched off in this deployment) is verification unavailable.
 */
export async function verifyWithCatalogueProvider(
  deps: QuoteDeps,
  pkg: Pick<PackageInfo, 'serviceId' | 'catalogueProvider'>,
  request: Omit<VerifyRequest, 'serviceId'>,
): Promise<VerifyOutcome> {
  const provider = deps.providers.get(pkg.catalogueProvider);
  if (!provider)
    return { ok: false, error: PURCHASE_MESSAGES.verificationUnavailable, unavailable: true };
  return provider.verify({ ...request, serviceId: pkg.serviceId });
}

export const digits = (value: string | undefined) => (value ?? '').trim();

/**
 * A typed amount, in this order: required, the minimum, the maximum (when the service has one),
 * whole kobo.
 */
export function checkAmount(
  problems: Problems,
  amount: number,
  messages: { required: string; minimum: string },
  minimumNaira: number,
  maximum?: { naira: number; message: string },
) {
  if (!(amount > 0)) problems.add('amount', messages.required);
  else if (amount < minimumNaira) problems.add('amount', messages.minimum);
  else if (maximum && amount > maximum.naira) problems.add('amount', maximum.message);
  else if (tryNairaToKobo(amount) === undefined)
    problems.add('amount', PURCHASE_MESSAGES.amountDecimals);
}

export const hash = (parts: unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Verifies with the package's catalogue provider; a refused number is a 400 with the provider's text. */
export async function verified(
  deps: QuoteDeps,
  pkg: Pick<PackageInfo, 'serviceId' | 'catalogueProvider'>,
  request: Omit<VerifyRequest, 'serviceId'>,
  field: string,
): Promise<Extract<VerifyOutcome, { ok: true }>['content']> {
  const outcome = await verifyWithCatalogueProvider(deps, pkg, request);
  if (outcome.ok) return outcome.content;
  if (outcome.unavailable)
    throw new HttpError(503, PURCHASE_MESSAGES.verificationUnavailable, {
      [field]: PURCHASE_MESSAGES.verificationUnavailable,
    });
  throw badRequest(outcome.error, { [field]: outcome.error });
}

export function customerOf(content: Record<string, unknown>): TransactionResult {
  const name = stringAt(content.Customer_Name);
  const address = stringAt(content.Address);
  return {
    ...(name ? { customer_name: name } : {}),
    ...(address ? { customer_address: address } : {}),
  };
}

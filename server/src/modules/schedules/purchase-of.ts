import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import {
  AirtimePurchaseRequestSchema,
  CablePurchaseRequestSchema,
  DataPurchaseRequestSchema,
} from '@contract/api';
import type { ScheduleService } from '@contract/rules';
import { badRequest } from '../../lib/http-error';
import type { Buyer } from '../purchases/catalogue';
import {
  quoteAirtime,
  quoteCable,
  quoteData,
  type Quote,
  type QuoteDeps,
} from '../purchases/quote';

/*
 * A scheduled purchase is the body its purchase route takes, priced and checked by that route's
 * quote (the purchase engine's entry point), so a schedule buys exactly what the screen would.
 */

type QuoteOf = (deps: QuoteDeps, buyer: Buyer, request: never) => Promise<Quote>;

const SERVICES: Record<ScheduleService, { schema: TSchema; quote: QuoteOf }> = {
  airtime: { schema: AirtimePurchaseRequestSchema, quote: quoteAirtime },
  data: { schema: DataPurchaseRequestSchema, quote: quoteData },
  cable: { schema: CablePurchaseRequestSchema, quote: quoteCable },
};

/** The purchase body with its defaults, or a 400 naming the first field that is wrong. */
export function checkedPurchase(
  service: ScheduleService,
  purchase: Record<string, unknown>,
): Record<string, unknown> {
  const { schema } = SERVICES[service];
  // The PIN is checked when scheduling and never stored with the purchase.
  const { pin: _pin, ...body } = purchase;
  const withDefaults = Value.Default(schema, Value.Clone(body)) as Record<string, unknown>;
  const [error] = Value.Errors(schema, withDefaults);
  if (error) {
    const field = error.instancePath.replace(/^\//, '').split('/')[0] || 'purchase';
    const message = `${field}: ${error.message}`;
    throw badRequest(message, { [field]: message });
  }
  return withDefaults;
}

/** The quote for a stored purchase, priced at the user's level as it stands. */
export function quotePurchase(
  deps: QuoteDeps,
  userId: number,
  service: ScheduleService,
  purchase: Record<string, unknown>,
): Promise<Quote> {
  return SERVICES[service].quote(deps, { userId }, purchase as never);
}

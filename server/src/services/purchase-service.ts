import type { Static, TSchema } from 'typebox';
import type { PurchaseServiceKey } from '@contract/services';
import type { Buyer } from '../modules/purchases/catalogue';
import type { Quote, QuoteDeps } from '../modules/purchases/quote';
import type { ClubkonnectProducts } from '../providers/clubkonnect/products';
import type { ProviderResultItems } from '../ports/result-items';

/*
 * What a service sold through the purchase engine brings, in its own folder: the API route that sells
 * it (its request schema), the quote that turns a request into what the wallet is charged and what
 * the provider is asked for, and its packages and plans (packages.ts, read by the catalogue seed).
 * The charge itself (create, fulfil through the bills port, settle) is the engine's, the same for all.
 */

/** A quote of a request already checked against the route's schema. */
export type QuoteOf<Body> = (deps: QuoteDeps, buyer: Buyer, body: Body) => Promise<Quote>;

export interface PurchaseService<Schema extends TSchema = TSchema> {
  key: PurchaseServiceKey;
  route: {
    /** under /api/v1, e.g. '/purchase-airtime/' */
    url: string;
    operationId: string;
    summary: string;
    body: Schema;
    /** a request the sandbox accepts, shown in the API document */
    example: Static<Schema>;
  };
  quote: QuoteOf<Static<Schema>>;
  /** the ClubKonnect products it sells beyond ClubKonnect's built-in kinds, by our service id */
  clubkonnect?: ClubkonnectProducts;
  /**
   * What else its customers keep from a provider's answer, by provider: "this field of the answer
   * is an item labelled so". The receipt, the result panel, the token column (codes) and the
   * success message (codes) show them without naming them.
   */
  resultItems?: ProviderResultItems;
}

/** A service as the routes, bulk and schedules see it: a body valid for `route.body`, quoted. */
export interface AnyPurchaseService {
  key: PurchaseServiceKey;
  route: PurchaseService['route'];
  quote: QuoteOf<unknown>;
  clubkonnect?: ClubkonnectProducts;
  resultItems?: ProviderResultItems;
}

/**
 * Declares a service: its quote is typed by its own schema, and the registry holds it as one of
 * many. Every caller validates the body against `route.body` before quoting (Fastify's schema on
 * the route; bulk and schedules with the same schema), which is what makes the widening sound.
 */
export const purchaseService = <Schema extends TSchema>(
  service: PurchaseService<Schema>,
): AnyPurchaseService => service as unknown as AnyPurchaseService;

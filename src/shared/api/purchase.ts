import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi, TAGS } from './base-api';
import { idempotentPost } from './idempotent-post';
import type { ApiSuccess, PurchaseResponse, Transaction } from '@contract/api';

/** A purchase request with the key that makes sending it twice charge once. */
export interface PurchaseArgs<TRequest> {
  request: TRequest;
  idempotencyKey: string;
  /** the transaction PIN the customer confirmed with; sent in the body */
  pin?: string;
}

/** The server's answer to a purchase: 200 delivered, 201 accepted and still pending. */
export interface PurchaseOutcome {
  status: number;
  message: string;
  data: PurchaseResponse;
}

/** 32 hex digits from the platform's random source (works on plain-HTTP pages too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The RTK Query definition of every purchase call: POST with the Idempotency-Key header,
 * the HTTP status kept beside the message, and the user (wallet balance) and the transaction list
 * refetched whatever happened, since even a refused purchase may have written a failed row.
 */
export function purchaseEndpoint<TRequest extends object>(url: string) {
  return {
    query: ({ request, idempotencyKey, pin }: PurchaseArgs<TRequest>) =>
      idempotentPost(url, request, idempotencyKey, pin),
    transformResponse: (
      body: ApiSuccess<PurchaseResponse>,
      meta: FetchBaseQueryMeta | undefined,
    ): PurchaseOutcome => ({
      status: meta?.response?.status ?? 200,
      message: body.message ?? '',
      data: body.data,
    }),
    invalidatesTags: [TAGS.user, TAGS.transactions],
  };
}

/**
 * The purchase read by its Idempotency-Key (purchases/by-key/): a lost answer is recovered with it,
 * and the result panel watches it. It provides its transaction's tag, so whatever refreshes that
 * transaction (a purchase, a live status event) refreshes the panel too.
 */
export const purchaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseByKey: build.query<Transaction, string>({
      query: (key) => `purchases/by-key/${encodeURIComponent(key)}/`,
      transformResponse: (response: ApiSuccess<Transaction>) => response.data,
      providesTags: (result) => (result ? [{ type: TAGS.transactions, id: result.id }] : []),
    }),
  }),
});

export const { useGetPurchaseByKeyQuery, useLazyGetPurchaseByKeyQuery } = purchaseApi;

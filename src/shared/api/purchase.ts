import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { TAGS } from './base-api';
import type { ApiSuccess, PurchaseResponse } from '@contract/api';

/** A purchase request with the key that makes sending it twice charge once. */
export interface PurchaseArgs<TRequest> {
  request: TRequest;
  idempotencyKey: string;
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
export function purchaseEndpoint<TRequest>(url: string) {
  return {
    query: ({ request, idempotencyKey }: PurchaseArgs<TRequest>) => ({
      url,
      method: 'POST',
      body: request,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
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

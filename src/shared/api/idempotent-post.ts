import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * A POST that charges, moves money or creates, sent with its Idempotency-Key: the server answers
 * the same key with the first outcome and never does it twice, so a retry after a lost answer is
 * safe. A `pin` given is sent in the body (the transaction PIN of a charged call).
 */
export function idempotentPost(
  url: string,
  body: object,
  idempotencyKey: string,
  pin?: string,
): FetchArgs {
  return {
    url,
    method: 'POST',
    body: pin === undefined ? body : { ...body, pin },
    headers: { 'Idempotency-Key': idempotencyKey },
  };
}

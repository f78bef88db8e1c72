import { Type } from 'typebox';

/*
 * Schema pieces every API route shares, written once: the error envelope's reference (its schema,
 * ApiError, is registered by the docs plugin), the bearer security requirement, and the
 * Idempotency-Key header of the calls that charge or create.
 */

/** An error answer: the envelope `{message, errors, data}` (ApiError). */
export const apiError = { $ref: 'ApiError#' } as const;

/** The route takes a bearer token (a session or an API key). */
export const bearer = [{ bearer: [] }];

/** The optional Idempotency-Key header: the same key answers the first outcome. */
export const idempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })),
});

import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@contract/api';

export type RequestError = FetchBaseQueryError | SerializedError | undefined;

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'message' in value && 'errors' in value;
}

/** The server's error envelope, when the response carried one. */
export function apiErrorBody(error: RequestError): ApiError | undefined {
  if (error && 'status' in error && isApiError(error.data)) return error.data;
  return undefined;
}

/** Generic client texts for failures without an envelope. */
function transportMessage(error: RequestError): string {
  if (!error) return 'Network Error';
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR') return 'Network Error';
    if (error.status === 'TIMEOUT_ERROR') return 'timeout exceeded';
    if (error.status === 'PARSING_ERROR')
      return `Request failed with status code ${error.originalStatus}`;
    if (typeof error.status === 'number') return `Request failed with status code ${error.status}`;
    return 'Network Error';
  }
  return error.message ?? 'Request aborted';
}

/** Field messages of the envelope's data map (register, reset). */
export function fieldMessages(error: RequestError): string[] {
  const body = apiErrorBody(error);
  if (!body) return [transportMessage(error)];
  const values = Object.values(body.data ?? {});
  return values.length ? values : [body.message];
}

/** The details of the envelope's errors list (login, forgot password). */
export function errorDetails(error: RequestError): string[] {
  const body = apiErrorBody(error);
  if (!body) return [transportMessage(error)];
  const details = body.errors.map((item) => item.detail).filter(Boolean);
  return details.length ? details : [body.message];
}

/** The envelope's summary message (purchases). */
export function errorMessage(error: RequestError): string {
  return apiErrorBody(error)?.message ?? transportMessage(error);
}

export const httpStatus = (error: RequestError): number | undefined =>
  error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * Whether a request may have been carried out though no answer says so: no HTTP answer reached us
 * (network error, timeout, the request aborted) or a gateway error (5xx). A retry of it must reuse
 * its Idempotency-Key, so the server answers with the first outcome instead of charging again.
 */
export function outcomeUnknown(error: RequestError): boolean {
  const status = httpStatus(error);
  return status === undefined || status >= 500;
}

/** The server has no record under the key asked for: the request it names never reached it. */
export const unknownToServer = (error: RequestError): boolean => httpStatus(error) === 404;

import { createAction } from '@reduxjs/toolkit';
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { readAccessToken } from './token';

/** Dispatched when the API answers 401 to a signed-in request; the session reacts by logging out. */
export const sessionRejected = createAction('api/sessionRejected');

/**
 * The answers the server put in a signed-in page (first-reads.ts), installed by the signed-in shell
 * so the public pages' first script does not carry that code.
 */
let firstReads: ((apiPath: string) => unknown) | undefined;
export const answerFirstReadsWith = (take: (apiPath: string) => unknown) => {
  firstReads = take;
};

export const apiBaseUrl = () => `${window.location.origin}/api/v1/`;

const rawBaseQuery = fetchBaseQuery({
  // Absolute, because Node's Request (jest) cannot resolve a relative URL; same value in browsers.
  baseUrl: apiBaseUrl(),
  prepareHeaders: (headers) => {
    const token = readAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const hadToken = readAccessToken() !== null;
  // A plain GET the server already answered inside the page costs no request.
  const plainGet =
    typeof args === 'string' ? args : (args.method ?? 'GET') === 'GET' && !args.params && args.url;
  const first = plainGet && hadToken && firstReads ? firstReads(plainGet) : undefined;
  if (first !== undefined) return { data: first };
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && hadToken) api.dispatch(sessionRejected());
  return result;
};

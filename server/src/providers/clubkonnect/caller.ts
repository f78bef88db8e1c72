import type { ClubkonnectConfig } from '../../config';
import { callWithin } from '../../lib/deadline';
import type { Transport } from '../../ports/http';
import type { ClubkonnectAnswer } from './classify';
import type { ClubkonnectParams } from './products';

/*
 * The one way every ClubKonnect adapter calls a script: an HTTPS GET with UserID and APIKey in the
 * query string besides the script's own parameters (empty ones left out), cut off after
 * timeoutMs. It never throws: a failed or timed-out call is an answer of kind 'error'.
 */

export type ClubkonnectCall = (
  path: string,
  params?: ClubkonnectParams,
) => Promise<ClubkonnectAnswer>;

export type ClubkonnectCallerConfig = Pick<
  ClubkonnectConfig,
  'baseUrl' | 'userId' | 'apiKey' | 'timeoutMs'
>;

export function clubkonnectCaller(
  config: ClubkonnectCallerConfig,
  transport: Transport,
): ClubkonnectCall {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  return async (path, params = {}) => {
    const query = new URLSearchParams({ UserID: config.userId, APIKey: config.apiKey });
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== '') query.set(key, String(value));
    return callWithin(`ClubKonnect ${path}`, config.timeoutMs, (signal) =>
      transport(`${baseUrl}/${path}?${query.toString()}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal,
      }),
    );
  };
}

import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { withDeadline } from '../../lib/deadline';
import {
  UnsafeWebhookUrlError,
  isPublicAddress,
  resolveWebhookHost,
  webhookHost,
} from './url-safety';

export interface WebhookHttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

const familyOf = (address: string) => (ipaddr.parse(address).kind() === 'ipv4' ? 4 : 6);

/**
 * The socket's own name resolution: every address is checked as the connection is made, so a
 * name that resolved to a public address a moment ago cannot be rebound to a private one.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveWebhookHost(hostname)
      .then((addresses) => {
        if (!allowPrivate && !addresses.every(isPublicAddress))
          throw new UnsafeWebhookUrlError('notPublic');
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((a) => !wanted || familyOf(a) === wanted);
        const first = usable[0];
        if (!first) throw new UnsafeWebhookUrlError('unresolvable');
        if (options.all)
          callback(
            null,
            usable.map((address) => ({ address, family: familyOf(address) })),
          );
        else callback(null, first, familyOf(first));
      })
      .catch((error: Error) => callback(error, '', 0));
  };
}

/**
 * POSTs the body and resolves with the status code as soon as the answer's head arrives (the body
 * is not read). Redirects are not followed. Rejects on network errors, refused addresses and when
 * no answer came within timeoutMs.
 */
export function postWebhook(request: WebhookHttpRequest): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      webhookHost(request.url);
      url = new URL(request.url);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs);
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: guardedLookup(request.allowPrivate),
        signal: controller.signal,
        agent: false,
      },
      (response) => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0 });
        response.destroy();
      },
    );
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(
        controller.signal.aborted
          ? new Error(`No answer within ${request.timeoutMs} ms`, { cause: error })
          : error,
      );
    });
    outgoing.end(request.body);
  });
}

/** The same POST through a fetch implementation (tests, or a runtime with a preferred client). */
export async function postWebhookWithFetch(
  fetchImpl: typeof fetch,
  request: WebhookHttpRequest,
): Promise<{ status: number }> {
  return withDeadline(request.timeoutMs, async (signal) => {
    try {
      const response = await fetchImpl(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal,
      });
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status };
    } catch (error) {
      if (signal.aborted)
        throw new Error(`No answer within ${request.timeoutMs} ms`, { cause: error });
      throw error;
    }
  });
}

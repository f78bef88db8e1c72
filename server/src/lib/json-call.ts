import { withDeadline } from './deadline';
import { objectAt, type Loose } from './loose';

/** How a call is sent: fetch, or anything shaped like it (the ports' Transport is). */
export type JsonTransport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/** A JSON call to a provider's API. */
export interface JsonCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** sent as JSON; none for a call without a body */
  body?: unknown;
  timeoutMs: number;
  /** how errors name the call, e.g. "Paystack POST /transaction/initialize" */
  name: string;
}

/**
 * Sends one JSON call through `transport`, cut off after its timeout. A call that never answered
 * (refused, reset, timed out) and an answer that is not JSON become `fail`'s error, with the HTTP
 * status when there was one; every status comes back with its body (an empty body as {}) for the
 * adapter to judge by its provider's rules.
 */
export async function callJson(
  transport: JsonTransport,
  call: JsonCall,
  fail: (message: string, status?: number) => Error,
): Promise<{ status: number; body: Loose }> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let answered: { status: number; text: string };
  try {
    answered = await withDeadline(call.timeoutMs, async (signal) => {
      const response = await transport(call.url, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal,
      });
      return { status: response.status, text: await response.text() };
    });
  } catch (error) {
    throw fail(`${call.name} failed: ${(error as Error).message}`);
  }
  try {
    return {
      status: answered.status,
      body: objectAt(answered.text ? JSON.parse(answered.text) : {}),
    };
  } catch {
    throw fail(`${call.name} answered no JSON`, answered.status);
  }
}

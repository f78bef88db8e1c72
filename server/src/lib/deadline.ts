/**
 * Runs `work` with a signal that aborts after `ms` (reason: a TimeoutError, as AbortSignal.timeout
 * gives). The timer ends with the work: AbortSignal.timeout's runs its full time, holding the
 * call's async context (the request's data) for up to `ms` after every answer.
 */
export async function withDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      ),
    ms,
  );
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** What a provider's transport produced: an HTTP answer, or no answer at all. */
export type CallAnswer =
  | { kind: 'http'; status: number; body: string }
  | { kind: 'error'; error: string; timedOut: boolean };

/**
 * One HTTP call to a provider under its deadline; never throws. A call that failed or ran out of
 * time is an answer of kind 'error' naming `label` (the provider and what was asked).
 */
export function callWithin(
  label: string,
  ms: number,
  send: (signal: AbortSignal) => Promise<{ status: number; text(): Promise<string> }>,
): Promise<CallAnswer> {
  return withDeadline(ms, async (signal): Promise<CallAnswer> => {
    try {
      const response = await send(signal);
      return { kind: 'http', status: response.status, body: await response.text() };
    } catch (error) {
      const timedOut = signal.aborted;
      const message = error instanceof Error ? error.message : String(error);
      return {
        kind: 'error',
        timedOut,
        error: `${label} ${timedOut ? `timed out after ${ms} ms` : `failed: ${message}`}`,
      };
    }
  });
}

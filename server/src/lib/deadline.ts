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

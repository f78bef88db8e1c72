/**
 * Ends the current task so the browser can paint and handle a tap before the work that follows.
 * A slow phone's main thread must not be held for long: Lighthouse counts every task over 50 ms
 * as blocking (TBT).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

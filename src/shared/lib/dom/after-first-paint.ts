/** The longest a task waits for an idle moment once the page has drawn. */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * Runs `task` after the next frame has been drawn, when the browser is idle (or after
 * IDLE_TIMEOUT_MS at the latest). Code a page does not need to draw (the live stream, a phone's
 * menu drawer) is then downloaded and run after the customer sees the page, not before it.
 * Returns a function that cancels the task if it has not run yet.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let cancelWait: () => void = () => undefined;
  const run = () => {
    if (!cancelled) task();
  };
  // The frame's callback runs before it is painted; a timeout from there runs after the paint.
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
        cancelWait = () => window.cancelIdleCallback(idle);
      } else run();
    }, 0);
    cancelWait = () => clearTimeout(timer);
  });
  cancelWait = () => cancelAnimationFrame(frame);
  return () => {
    cancelled = true;
    cancelWait();
  };
}

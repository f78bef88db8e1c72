import { useEffect, useRef } from 'react';

/**
 * Runs `action` once, `delayMs` after `when` becomes true (redirects after success,
 * checkout after 1 s, reload after 3.5 s). Leaving the screen first cancels it.
 */
export function useAfterDelay(when: boolean, delayMs: number, action: () => void) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!when) return undefined;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [when, delayMs]);
}

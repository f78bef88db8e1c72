import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** true while the window is scrolled further than `offset` pixels; re-renders only on crossing. */
export function useScrolledPast(offset: number): boolean {
  const snapshot = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

import { useEffect } from 'react';

export const SCROLL_LOCK_CLASS = 'scroll-locked';

/** Locks page scrolling (global.css: body.scroll-locked) while `locked` is true. */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return undefined;
    document.body.classList.add(SCROLL_LOCK_CLASS);
    return () => document.body.classList.remove(SCROLL_LOCK_CLASS);
  }, [locked]);
}

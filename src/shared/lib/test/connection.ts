/*
 * The browser's connection as a test sets it: jsdom's navigator.onLine is always true. Never
 * imported by application code.
 */
import { act } from '@testing-library/react';

let online = true;

/** The browser says it is offline, as when a phone loses its signal. */
export function goOffline() {
  online = false;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

/** The connection is back: navigator.onLine is true and the `online` event fires. */
export function goOnline() {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** a new version's worker is installed and waits for the customer to reload */
  waiting: ServiceWorker | null;
  /** the browser offers installation now */
  installPrompt: InstallPromptEvent | null;
}

let state: PwaState = { waiting: null, installPrompt: null };
const listeners = new Set<() => void>();
const update = (change: Partial<PwaState>) => {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The PWA state, re-rendering when a new version waits or installation is offered. */
export const usePwaState = () => useSyncExternalStore(subscribe, () => state);

function watchForWaitingWorker(registration: ServiceWorkerRegistration) {
  // Only an update waits: the first worker installs for a page with no controller yet.
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller)
      update({ waiting: registration.waiting });
  };
  offer();
  registration.addEventListener('updatefound', () => {
    registration.installing?.addEventListener('statechange', offer);
  });
}

/**
 * Registers the service worker (production builds) and listens for the install offer. A page is
 * reloaded only when the customer accepts the new version, never mixing an old shell with a new
 * API on its own.
 */
export function startPwa() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ installPrompt: null }));
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!state.waiting || reloading) return;
    reloading = true;
    window.location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(watchForWaitingWorker)
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}

/** Activates the waiting version; the page reloads once it controls the page. */
export const reloadToNewVersion = () => state.waiting?.postMessage({ type: 'SKIP_WAITING' });

/** Shows the browser's install dialog; true when the customer installed. */
export async function installApp(): Promise<boolean> {
  const offer = state.installPrompt;
  if (!offer) return false;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  update({ installPrompt: null });
  return outcome === 'accepted';
}

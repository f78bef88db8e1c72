import { createContext, useContext } from 'react';

/** Where a screen's popups go: toasts top-right, or a centred error dialog. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  errorDialog(message: string): void;
  /** closes the toasts still open from an earlier attempt */
  clear(): void;
}

const loadStaticNotifier = () =>
  import(/* webpackChunkName: "notifier" */ './static-notifier').then(
    (module) => module.staticNotifier,
  );

/**
 * Fetches the popups of screens outside the antd shell ahead of need: PlainForm calls it when the
 * visitor starts filling the form, so they are ready by the time it is submitted.
 */
export const preloadPopups = () => void loadStaticNotifier();

/**
 * The popups of screens outside the antd shell (the sign-in pages): antd's notification and modal
 * (about 100 KB) are fetched on first use, not with the page, so those pages load without antd.
 */
const lazyNotifier: Notifier = {
  success: (message) => void loadStaticNotifier().then((notifier) => notifier.success(message)),
  error: (message) => void loadStaticNotifier().then((notifier) => notifier.error(message)),
  errorDialog: (message) =>
    void loadStaticNotifier().then((notifier) => notifier.errorDialog(message)),
  clear: () => void loadStaticNotifier().then((notifier) => notifier.clear()),
};

export const NotifierContext = createContext<Notifier>(lazyNotifier);

export const useNotifier = () => useContext(NotifierContext);

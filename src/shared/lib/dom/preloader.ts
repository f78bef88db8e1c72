import { FIRST_VIEW_ELEMENT_ID } from '@contract/first-load';

/** Removes the full-page preloader of index.html once a layout has rendered. */
export function hidePreloader() {
  document.getElementById('preloader')?.remove();
}

/** A failed asset load is logged and the page is shown anyway. */
export function reportAssetFailure(error: unknown) {
  console.error('Failed to load some assets', error);
  hidePreloader();
  removeFirstView();
}

/**
 * Removes the dashboard's first view (the balance the server drew in the page) once the app has
 * drawn the same, in the same frame (call it from a layout effect), or once the app shows
 * something else there instead (an error).
 */
export function removeFirstView() {
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
}

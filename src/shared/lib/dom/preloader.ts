/** Removes the full-page preloader of index.html once a layout has rendered. */
export function hidePreloader() {
  document.getElementById('preloader')?.remove();
}

/** A failed asset load is logged and the page is shown anyway. */
export function reportAssetFailure(error: unknown) {
  console.error('Failed to load some assets', error);
  hidePreloader();
}

/** Shown while the browser leaves for the card checkout. */
export const REDIRECTING = 'Redirecting to the secure checkout...';

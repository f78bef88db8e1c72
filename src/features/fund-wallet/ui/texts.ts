/** Shown while the browser leaves for the card checkout (SPEC 4). */
export const REDIRECTING = 'Redirecting to the secure checkout...';

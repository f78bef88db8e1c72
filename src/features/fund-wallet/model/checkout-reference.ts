/** The card checkout's transactionReference is kept in session storage under this key. */
export const CHECKOUT_REFERENCE_KEY = 'transactionReference';

export function saveCheckoutReference(reference: string) {
  try {
    window.sessionStorage.setItem(CHECKOUT_REFERENCE_KEY, reference);
  } catch {
    // storage disabled: the callback URL still carries the payment reference
  }
}

export function readCheckoutReference(): string | null {
  try {
    return window.sessionStorage.getItem(CHECKOUT_REFERENCE_KEY);
  } catch {
    return null;
  }
}

/**
 * The reference to verify on the callback page: the paymentReference of the callback URL, else the
 * transactionReference saved before going to the checkout.
 */
export function paymentReferenceToVerify(search: URLSearchParams): string | null {
  const fromUrl = search.get('paymentReference')?.trim();
  return fromUrl || readCheckoutReference()?.trim() || null;
}

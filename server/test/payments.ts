import type { App } from '../src/app';
import { signWebhook } from './vendors';
import { bearer } from './accounts';
import { json } from './harness';

/** The path and query of an absolute URL the app built, for app.inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export async function generateLink(app: App, token: string, amount: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/generate-payment-link/',
    headers: bearer(token),
    payload: { amount },
  });
  return response;
}

export interface PaymentLink {
  transactionReference: string;
  checkoutUrl: string;
  paymentReference: string;
}

export async function newPaymentLink(app: App, token: string, amount: number) {
  const response = await generateLink(app, token, amount);
  if (response.statusCode !== 200) throw new Error(`generate-payment-link: ${response.body}`);
  return json<{ data: PaymentLink }>(response).data;
}

/** Presses Pay or Cancel on the simulator's checkout page, as the browser's form would. */
export async function submitCheckout(app: App, checkoutUrl: string, action: 'pay' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: pathOf(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

export async function verify(app: App, token: string, reference: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/verify-atm-payment/?payment_reference=${encodeURIComponent(reference)}`,
    headers: bearer(token),
  });
}

/** Posts a webhook body signed with the given secret (or a wrong signature). */
export async function postWebhook(app: App, secretKey: string, event: unknown, signature?: string) {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/monnify/',
    headers: {
      'content-type': 'application/json',
      'monnify-signature': signature ?? signWebhook(secretKey, raw),
    },
    payload: raw,
  });
}

export const successfulEvent = (
  transactionReference: string,
  extra: Record<string, unknown> = {},
) => ({
  eventType: 'SUCCESSFUL_TRANSACTION',
  eventData: {
    transactionReference,
    paymentReference: 'whatever',
    amountPaid: 1_000_000,
    paymentStatus: 'PAID',
    product: { type: 'WEB_SDK', reference: 'whatever' },
    ...extra,
  },
});

export async function createVirtualAccount(
  app: App,
  token: string,
  body: { bank_name?: string; account_name?: string; nin?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/create-virtual-account/',
    headers: bearer(token),
    payload: body,
  });
}

/** Sends a transfer from the simulator's sandbox page into a reserved account. */
export async function sendTransfer(app: App, accountNumber: string, amount: string) {
  return app.inject({
    method: 'POST',
    url: '/simulator/monnify/bank-transfer',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account_number: accountNumber, amount }).toString(),
  });
}

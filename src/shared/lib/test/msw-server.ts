import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The absolute URL of an API path, as RTK Query requests it. */
export const apiUrl = (path: string) =>
  `${window.location.origin}/api/v1/${path.replace(/^\//, '')}`;

/** The PIN every test customer has set (confirmDialog types it). */
export const TEST_PIN = '2468';

/**
 * Every suite's customer has a transaction PIN and is not locked: each charge's confirmation asks
 * for it. A test of another state adds its own handler (`servePinState`, `serveBeneficiaries`).
 */
const defaultHandlers = [
  http.get(apiUrl('transaction-pin/'), () =>
    HttpResponse.json({
      data: { has_transaction_pin: true, transaction_pin_locked_until: null },
    }),
  ),
  // No saved numbers and no recent ones, so a purchase screen shows no one-tap choices.
  http.get(apiUrl('beneficiaries/'), () => HttpResponse.json({ data: [] })),
  http.get(apiUrl('beneficiaries/recent/'), () => HttpResponse.json({ data: [] })),
  // No problem reported on any purchase: a receipt shows only "Report a problem".
  http.get(new RegExp(`${apiUrl('transactions/')}\\d+/problem-reports/$`), () =>
    HttpResponse.json({ data: [] }),
  ),
  // No business name or phone set for printed recharge cards (the profile page shows the form).
  http.get(apiUrl('epins/seller/'), () =>
    HttpResponse.json({ data: { business_name: '', phone: '' } }),
  ),
  // The customer gets marketing messages (the profile page shows the setting ticked).
  http.get(apiUrl('marketing/preference'), () =>
    HttpResponse.json({ data: { marketing_messages: true } }),
  ),
  // Nobody bought in the last hour: the purchase screens show no network status.
  http.get(apiUrl('network-status/'), () =>
    HttpResponse.json({
      data: { window_minutes: 60, computed_at: '2026-11-25T09:08:20.428Z', entries: [] },
    }),
  ),
];

/** One MSW server for every jest suite; tests add handlers with `mswServer.use(...)`. */
export const mswServer = setupServer(...defaultHandlers);

/*
 * MSW handlers and steps shared by the purchase screens' tests (airtime, data, exam pins, cable,
 * electricity). Never imported by application code.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Package, Transaction } from '@contract/api';
import { PIN_PATTERN } from '@contract/rules';
import { errorList } from './antd';
import { buildTransaction, buildUser } from './fixtures';
import { apiUrl, mswServer, TEST_PIN } from './msw-server';

/** An API error answer: the message, once more as the error list's only detail. */
export const errorReply = (status: number, message: string) =>
  HttpResponse.json({ message, errors: [{ detail: message }], data: {} }, { status });

/** A purchase answer: 200 done, 201 pending (both with a transaction), 4xx/5xx an error. */
export const purchaseReply = (
  status: number,
  message: string,
  transaction: Partial<Transaction> = {},
) =>
  status >= 400
    ? errorReply(status, message)
    : HttpResponse.json(
        { message, data: { transaction: buildTransaction(transaction), wallet_balance: 900 } },
        { status },
      );

/** get-package/`categoryId`/ answers with `packages`. */
export function serveCategoryPackages(categoryId: number, packages: readonly Package[]) {
  mswServer.use(
    http.get(apiUrl(`get-package/${categoryId}/`), () => HttpResponse.json({ data: packages })),
  );
}

/** A GET of `path` fails with `status` and `message`. */
export function serveGetError(path: string, message: string, status = 503) {
  mswServer.use(http.get(apiUrl(path), () => errorReply(status, message)));
}

/**
 * What a purchase request carried: its JSON body (the purchase, without the PIN), the transaction
 * PIN sent in that body, and its Idempotency-Key header.
 */
export interface SentPurchase {
  body: unknown;
  pin: unknown;
  key: string | null;
}

/** A request as SentPurchase records it: the PIN kept apart from the purchase it confirms. */
async function recorded(request: Request): Promise<SentPurchase> {
  const { pin, ...body } = (await request.json()) as Record<string, unknown>;
  return { body, pin, key: request.headers.get('Idempotency-Key') };
}

/**
 * POST `path` answers `purchaseReply(status, message)`, after `gate` when one is given (to see the
 * busy state); every request is recorded in the returned list.
 */
export function capturePurchase(
  path: string,
  status = 200,
  message = 'Transaction successful',
  gate?: Promise<void>,
  transaction?: Partial<Transaction>,
): SentPurchase[] {
  const sent: SentPurchase[] = [];
  mswServer.use(
    http.post(apiUrl(path), async ({ request }) => {
      sent.push(await recorded(request));
      await gate;
      return purchaseReply(status, message, transaction);
    }),
  );
  return sent;
}

/**
 * Answers the confirmation dialog (once it is open) with `answer`; Yes on a charge is the
 * transaction PIN typed key by key, as the customer does.
 */
export async function confirmDialog(user: UserEvent, answer: 'Yes' | 'No', pin = TEST_PIN) {
  const dialog = await screen.findByRole('dialog');
  if (answer === 'No') {
    await user.click(await within(dialog).findByRole('button', { name: 'No' }));
    return;
  }
  // A whole PIN's last digit answers Yes by itself; a shorter one needs the tap (and is refused).
  await user.type(await within(dialog).findByLabelText('Transaction PIN'), pin);
  if (!PIN_PATTERN.test(pin)) await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

/** Clicks Confirm Purchase (or the form's `button`) and answers Yes. */
export async function confirmPurchase(user: UserEvent, button = 'Confirm Purchase') {
  await user.click(screen.getByRole('button', { name: button }));
  await confirmDialog(user, 'Yes');
}

/** How the server answers one purchase request: lost on the way back, or a status and message. */
export type PurchaseAnswer = 'lost' | { status: number; message: string };

/**
 * POST `path` answers each request with the next of `answers` (the last one repeats); 'lost' is a
 * network error, as when a phone loses its connection after the server has done the work.
 */
export function capturePurchaseAnswers(path: string, answers: PurchaseAnswer[]): SentPurchase[] {
  const sent: SentPurchase[] = [];
  mswServer.use(
    http.post(apiUrl(path), async ({ request }) => {
      sent.push(await recorded(request));
      const answer = answers[Math.min(sent.length, answers.length) - 1] ?? 'lost';
      return answer === 'lost'
        ? HttpResponse.error()
        : purchaseReply(answer.status, answer.message);
    }),
  );
  return sent;
}

/**
 * After a refused purchase: `message` shows in the error dialog and in the on-page list; OK closes
 * the dialog, and the next attempt clears the list as it starts (the confirmation is open again).
 */
export async function expectRefusalClearedAtNextAttempt(
  user: UserEvent,
  message: string,
  button = 'Confirm Purchase',
) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent(message));
  expect(errorList().getByRole('listitem')).toHaveTextContent(message);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: button }));
  await screen.findByRole('button', { name: 'Yes' });
  expect(screen.queryByRole('list', { name: 'Errors' })).not.toBeInTheDocument();
}

/**
 * purchases/by-key/ answers each read with `transaction` (what the server recorded under the key),
 * or 404 when it is null (the request never arrived), after `gate` when one is given; the keys read
 * are recorded.
 */
export function servePurchaseByKey(
  transaction: Partial<Transaction> | null,
  gate?: Promise<void>,
): string[] {
  const read: string[] = [];
  mswServer.use(
    http.get(apiUrl('purchases/by-key/:key/'), async ({ params }) => {
      read.push(String(params.key));
      await gate;
      return transaction
        ? HttpResponse.json({ data: buildTransaction(transaction) })
        : errorReply(404, 'No purchase was made with this key');
    }),
  );
  return read;
}

/** get-user/ answers the signed-in customer (the wallet balance above every purchase form). */
export function serveUser(walletBalance = 5000) {
  mswServer.use(
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({ data: buildUser({ wallet_balance: walletBalance }) }),
    ),
  );
}

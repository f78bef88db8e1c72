/*
 * The purchase flow every service's form shares (confirmation, PIN, Idempotency-Key, result,
 * refusal, lost answer), tested once for each service in the registry: each row of
 * purchase-flow-rows.tsx fills its form and says what its request carries. A service's own tests
 * (src/features/<service>/) cover only its fields, verification, validation and texts.
 * The rows are shared out between the files purchase-flow.part<n>.test.tsx (purchase-flow-parts.ts)
 * so that jest's workers run them side by side. TEST_SERVICE=<key> runs one service's row
 * (npm run test:service <key> sets it and runs its part).
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { SERVICES, serviceByKey, type ServiceKey } from '@contract/services';
import { writeAccessToken } from '@/shared/api';
import {
  capturePurchase,
  capturePurchaseAnswers,
  confirmDialog,
  confirmPurchase,
  enterText,
  expectRefusalClearedAtNextAttempt,
  popupTexts,
  renderWithProviders,
  serveCategoryPackages,
  serveGetError,
  servePurchaseByKey,
  setupUser,
  TEST_PIN,
} from '@/shared/lib/test';
import { CHECKING_MESSAGE, NOT_CHARGED_MESSAGE } from '@/shared/ui/purchase';
import { purchaseFlowPartOf } from './purchase-flow-parts';
import { PURCHASE_FLOW_ROWS, type PurchaseFlowRow } from './purchase-flow-rows';

const KEY_FORMAT = /^[0-9a-f]{32}$/;
const only = process.env.TEST_SERVICE;

/** The rows of one part: the services whose place in the registry falls to it. */
const rowsOf = (part: number) =>
  (Object.entries(PURCHASE_FLOW_ROWS) as [ServiceKey, PurchaseFlowRow][]).filter(
    ([key]) =>
      purchaseFlowPartOf(SERVICES.findIndex((service) => service.key === key)) === part &&
      (!only || key === only),
  );

const field = (label: string) => screen.getByLabelText(label);
const resultPanel = () => screen.findByRole('region', { name: 'Purchase result' });

/** The server has no purchase under the lost request's key: the screen says nothing was charged. */
async function expectNotCharged() {
  const errors = await screen.findByRole('list', { name: 'Errors' });
  await waitFor(() => expect(errors).toHaveTextContent(NOT_CHARGED_MESSAGE));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('Network Error');
}

/** Tests the shared purchase flow for the services of one part (1 to PURCHASE_FLOW_PARTS). */
export function describePurchaseFlow(part: number): void {
  beforeEach(() => writeAccessToken('token-1'));
  const rows = rowsOf(part);
  if (!rows.length) {
    // only when TEST_SERVICE names a service whose row another part runs
    it(`runs ${only ?? 'no service'} in another part than ${part}`, () => {
      const index = SERVICES.findIndex((service) => service.key === only);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(purchaseFlowPartOf(index)).not.toBe(part);
    });
    return;
  }
  describe.each(rows)('%s', describeRow);
}

function describeRow(key: ServiceKey, row: PurchaseFlowRow) {
  const { categoryId } = serviceByKey(key);

  /** The service's form with its packages loaded, filled validly. */
  async function filled(): Promise<UserEvent> {
    serveCategoryPackages(categoryId, row.packages);
    row.serve?.();
    const user = setupUser();
    renderWithProviders(<row.Form />);
    await row.fill(user);
    return user;
  }

  it('asks to confirm what is charged; No sends nothing and keeps the form', async () => {
    const sent = capturePurchase(row.path);
    const user = await filled();
    await user.click(screen.getByRole('button', { name: row.submit }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to proceed?');
    expect(dialog).toHaveTextContent(row.confirmText);
    await confirmDialog(user, 'No');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);
    expect(field(row.kept.label)).toHaveValue(row.kept.value);
  });

  it('on Yes sends the request with the PIN and a fresh Idempotency-Key, and shows a 200 in green', async () => {
    const sent = capturePurchase(row.path, 200, 'Transaction successful', undefined, {
      ...row.transaction,
    });
    const user = await filled();
    await confirmPurchase(user, row.submit);
    const panel = await resultPanel();
    expect(panel).toHaveTextContent('Transaction successful');
    expect(panel.querySelector('[data-notice="success"]')).not.toBeNull();
    expect(panel).toHaveFocus();
    expect(sent).toEqual([
      { body: row.request, key: expect.stringMatching(KEY_FORMAT), pin: TEST_PIN },
    ]);
    // The form keeps its values under the result; buying the same again is a new purchase.
    expect(field(row.kept.label)).toHaveValue(row.kept.value);
    await confirmPurchase(user, row.submit);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual(row.request);
    expect(sent[1]?.key).toMatch(KEY_FORMAT);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('shows Processing while sending, then a 201 answer in amber, keeping the form', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    capturePurchase(row.path, 201, 'Transaction pending', gate, { ...row.transaction });
    const user = await filled();
    await confirmPurchase(user, row.submit);
    expect(
      await screen.findByRole('button', { name: 'Processing... Please wait.' }),
    ).toBeDisabled();
    release();
    const pending = await screen.findByText('Transaction pending');
    expect(pending.closest('[data-notice="warning"]')).not.toBeNull();
    expect(field(row.kept.label)).toHaveValue(row.kept.value);
  });

  it('shows a refusal in a dialog and the on-page list, cleared at the next attempt, which has a new key', async () => {
    const sent = capturePurchaseAnswers(row.path, [
      { status: 400, message: PURCHASE_MESSAGES.insufficient },
      { status: 200, message: 'Transaction successful' },
    ]);
    const user = await filled();
    await confirmPurchase(user, row.submit);
    await expectRefusalClearedAtNextAttempt(user, PURCHASE_MESSAGES.insufficient, row.submit);
    await confirmDialog(user, 'Yes');
    expect(await resultPanel()).toHaveTextContent('Transaction successful');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it("a wrong PIN shows the server's message, keeps the form, and the retry sends the PIN typed again", async () => {
    const wrong = 'Wrong transaction PIN: 4 tries left.';
    const sent = capturePurchaseAnswers(row.path, [
      { status: 403, message: wrong },
      { status: 200, message: 'Transaction successful' },
    ]);
    const user = await filled();
    await user.click(screen.getByRole('button', { name: row.submit }));
    await confirmDialog(user, 'Yes', '1111');
    await expectRefusalClearedAtNextAttempt(user, wrong, row.submit);
    expect(field(row.kept.label)).toHaveValue(row.kept.value);
    await confirmDialog(user, 'Yes', TEST_PIN);
    expect(await resultPanel()).toHaveTextContent('Transaction successful');
    expect(sent.map((request) => request.pin)).toEqual(['1111', TEST_PIN]);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  it('recovers a lost answer by asking the server for the purchase by its key, never sending it twice', async () => {
    const sent = capturePurchaseAnswers(row.path, ['lost']);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = servePurchaseByKey(
      { id: 77, status: 'confirmed', response: 'Transaction successful', amount: 98 },
      gate,
    );
    const user = await filled();
    await confirmPurchase(user, row.submit);
    expect(await screen.findByText(CHECKING_MESSAGE)).toBeInTheDocument();
    release();

    const panel = await resultPanel();
    expect(panel).toHaveTextContent('Transaction successful');
    expect(panel).toHaveTextContent('Confirmed');
    expect(panel).toHaveFocus();
    // read by that key only (again when the refreshed history refreshes the panel); never re-sent
    expect(new Set(read)).toEqual(new Set([sent[0]?.key]));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing was charged when the server never got a lost request; the retry has the same key', async () => {
    const sent = capturePurchaseAnswers(row.path, [
      'lost',
      { status: 200, message: 'Transaction successful' },
    ]);
    const read = servePurchaseByKey(null);
    const user = await filled();
    await confirmPurchase(user, row.submit);
    await expectNotCharged();
    expect(read).toEqual([sent[0]?.key]);

    await confirmPurchase(user, row.submit);
    expect(await resultPanel()).toHaveTextContent('Transaction successful');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });

  it('gives a new key when a lost request is changed before it is sent again', async () => {
    const sent = capturePurchaseAnswers(row.path, ['lost']);
    servePurchaseByKey(null);
    const user = await filled();
    await confirmPurchase(user, row.submit);
    await expectNotCharged();

    await user.clear(field(row.change.label));
    await enterText(user, field(row.change.label), row.change.value);
    await confirmPurchase(user, row.submit);
    await waitFor(() => expect(sent).toHaveLength(2));
    await expectNotCharged();
    expect(sent[1]?.body).toEqual({ ...row.request, ...row.change.request });
    expect(sent[1]?.key).toMatch(KEY_FORMAT);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it("shows the server's message when its packages cannot be loaded", async () => {
    serveGetError(`get-package/${categoryId}/`, 'Service unavailable', 503);
    renderWithProviders(<row.Form />);
    await waitFor(() => expect(popupTexts()).toEqual(['Service unavailable']));
  });
}

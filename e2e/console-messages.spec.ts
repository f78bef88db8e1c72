import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, snap } from './support';
import { makeStaff, registered } from './console-support';

/** The opt-out page's link in the newest mail to `email` in DATA_DIR/outbox. */
function optOutLinkFromOutbox(email: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const newest = readdirSync(outbox)
    .filter((name) => name.includes(email))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`no mail to ${email} in ${outbox}`);
  const match = readFileSync(path.join(outbox, newest), 'utf8').match(
    /https?:\/\/[^\s"<>]+\/opt-out\/[0-9a-z]{8}[A-Za-z0-9_-]{22}/,
  );
  if (!match) throw new Error(`no opt-out link in ${newest}`);
  return new URL(match[0]).pathname;
}

/** The compose form and its preview, shot at 1280 and 390 px with the preview in view. */
async function shootPreview(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByLabel('Preview').scrollIntoViewIfNeeded();
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an owner composes an SMS and an e-mail to customers, previews reach and cost, tests it on themselves and sends it; the test mail opts out through its link', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // customers the messages can reach, signed in (active) today
  for (const prefix of ['messages-customer-a', 'messages-customer-b']) {
    const customer = await registered(request, prefix);
    const login = await request.post('/api/v1/auth/login/', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status()).toBe(200);
  }
  const owner = await registered(request, 'messages-owner');
  await makeStaff(request, owner.email, 'owner');
  await signIn(page, owner);

  await page.goto('/console/messages');
  await expect(page.getByRole('heading', { name: 'Messages to customers' })).toBeVisible();

  // SMS: the counter counts the opt-out line; the preview shows the business's cost
  await page.locator('.ant-radio-button-wrapper', { hasText: 'SMS' }).click();
  await expect(page.getByText(/^Sender: /)).toBeVisible();
  await page.getByLabel('Message').fill('MTN 1GB is now N250 on NairaTop. Buy before Sunday!');
  await expect(page.getByText(/characters with the opt-out line, 1 page/)).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByLabel('Preview');
  await expect(preview.getByText('SMS cost to the business')).toBeVisible();
  const recipients = Number(await preview.locator('strong').first().textContent());
  expect(recipients).toBeGreaterThanOrEqual(2);
  await expect(page.getByLabel('Sample message')).toContainText('Opt out: ');
  await shootPreview(page, 'console-messages-sms-preview');

  // an e-mail to customers active (bought or signed in) in the last 7 days
  await page.locator('.ant-radio-button-wrapper', { hasText: 'E-mail' }).click();
  await expect(page.getByText('The message or segment changed: preview again.')).toBeVisible();
  await page.getByLabel('Subject').fill('Cheaper data this weekend');
  await page
    .getByLabel('Message')
    .fill('MTN 1GB is ₦250 until Sunday.\n\nThank you for buying with us.');
  await page.getByRole('checkbox', { name: /Active \(bought or signed in\)/ }).check();
  await page.getByLabel('Active in the last days').fill('7');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByLabel('Sample message')).toContainText('To stop marketing messages:');
  await shootPreview(page, 'console-messages-email-preview');

  // a test to the owner only
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`Test sent to ${owner.email}.`)).toBeVisible();

  // one confirmation with a reason, then the campaign in the list
  await page.getByRole('button', { name: 'Send…' }).click();
  const confirm = page.locator('.ant-modal').filter({ hasText: /^Send to \d+ customers?\?/ });
  await confirm.getByLabel('Reason').fill('Weekend data promotion');
  await snap(page, 'console-messages-confirm', false);
  await confirm.getByRole('button', { name: /^Send to \d+ customers?$/ }).click();
  await expect(page.getByText(/in the background/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Cheaper data this weekend/ })).toBeVisible();
  // on a phone each campaign is a card
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByRole('list', { name: 'Campaigns sent' })
    .getByText(/Cheaper data this weekend/);
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'console-messages-list-390');

  // the link in the test mail: one press, no sign-in needed
  const link = optOutLinkFromOutbox(owner.email);
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Stop marketing messages' }).click();
  await expect(page.getByText('You will no longer receive marketing messages.')).toBeVisible();
  await snap(page, 'opt-out-done-390');
});

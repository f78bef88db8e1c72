import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { viewportOf } from './pages';
import { bothWidths, makeStaff, registered } from './console-support';
import { customerWithPurchases, dialogSettled, signIn, snap } from './support';

/*
 * Report a problem, as a customer and a support member meet it: a failed purchase is answered at
 * once with its refund; an electricity token reported "not received" is handed back at once; a
 * second report opens a dispute with its answer time; support replies from the console's queue;
 * the receipt shows the reply, and each step reaches the customer's mailbox.
 */

/** The subjects of the mails to `email` in DATA_DIR/outbox (no SMTP configured). */
function mailSubjects(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  return readdirSync(outbox)
    .filter((name) => name.includes(email))
    .sort()
    .map(
      (name) => /^Subject: (.*)$/m.exec(readFileSync(path.join(outbox, name), 'utf8'))?.[1] ?? '',
    );
}

/** Opens the report dialog, picks what went wrong, types the note key by key, and sends it. */
async function reportProblem(page: Page, kind: string, note = '', shot?: string) {
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await dialogSettled(page);
  await dialog.getByRole('radio', { name: kind }).check();
  if (note) await dialog.getByLabel('What happened?').pressSequentially(note);
  if (shot) await snap(page, shot, false);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
}

test('report a problem: answered at once, or a dispute that support answers by its time', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { user, failed, electricity } = await customerWithPurchases(page, 'report');

  // 360 px: the failed purchase is answered at once with its refund
  await page.setViewportSize(viewportOf(360));
  await page.goto(`/dashboard/transactions/details/${failed.id}`);
  await reportProblem(page, 'I did not receive it');
  const reports = page.getByRole('listitem', { name: 'Report: I did not receive it' });
  await expect(reports.first()).toContainText('Answered');
  await expect(reports.first().getByText(/^It failed, and/)).toHaveText(
    /^It failed, and ₦198\.00 was refunded to your wallet at .+\.$/,
  );
  await snap(page, 'report-failed-answered-360');

  // the token reported "not received" is handed back at once
  await page.goto(`/dashboard/transactions/details/${electricity.id}`);
  await reportProblem(page, 'I did not receive it');
  await expect(reports.first()).toContainText(`Here is your token again: ${electricity.token}`);
  // still not working: a second report opens a dispute with its answer time
  await reportProblem(
    page,
    'I did not receive it',
    'The meter still shows no units',
    'report-dialog-360',
  );
  await expect(reports).toHaveCount(2);
  await expect(reports.first().getByText(/^We are looking into it/)).toHaveText(
    /^We are looking into it and will answer by .+\.$/,
  );
  await expect(reports.first()).toContainText('Open');
  await expect(reports.first()).toContainText('“The meter still shows no units”');
  await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(page, 'report-dispute-open-360');
  await page.setViewportSize(viewportOf(1280));
  await snap(page, 'report-dispute-open-1280');

  // support answers it from the console's queue, without moving money
  const support = await registered(request, 'report-support');
  await makeStaff(request, support.email, 'support');
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, support, '/console/problem-reports');
  const card = staffPage.getByLabel(/^Report \d+$/).filter({ hasText: user.email });
  await expect(card).toContainText('The meter still shows no units');
  await expect(card.getByRole('link', { name: 'Open the purchase to refund it' })).toBeVisible();
  await bothWidths(staffPage, 'console-problem-reports');
  await card.getByRole('button', { name: 'Reply without a refund' }).click();
  const reply = 'The provider shows the token was loaded at 7:06 pm; enter it again.';
  const dialog = staffPage.getByRole('dialog');
  await dialog.getByRole('textbox').fill(reply);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    staffPage.getByText(/^Replied to report \d+; the customer is e-mailed\.$/),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await staffContext.close();

  // the customer's receipt shows the reply, and a new report can be made
  await page.reload();
  await expect(reports.first()).toContainText('Answered by support');
  await expect(reports.first()).toContainText(reply);
  await expect(page.getByRole('button', { name: 'Report a problem' })).toBeVisible();
  await snap(page, 'report-replied-1280');
  // each step was e-mailed (the job mails within a second or two)
  await expect
    .poll(() => mailSubjects(user.email).filter((subject) => subject.includes(electricity.tx_ref)))
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('Answered'),
        expect.stringContaining('Open'),
        expect.stringContaining('Answered by support'),
      ]),
    );
});

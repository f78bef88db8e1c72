import { test } from '@playwright/test';
import { viewportOf } from './pages';
import { fundByCard, login, newUser, register, seedPurchases } from './support';

test('measure', async ({ page }) => {
  test.setTimeout(180_000);
  const user = newUser('measure');
  await register(page, user);
  await login(page, user.email, user.password);
  await fundByCard(page, '5000');
  await seedPurchases(page);
  await page.setViewportSize(viewportOf(1280));
  await page.goto('/dashboard/transactions');
  await page.getByText('Failed').first().waitFor();
  const measure = () =>
    page.evaluate(() => {
      const scroller = document.querySelector('.ant-table-content') as HTMLElement;
      const widths = Array.from(document.querySelectorAll('thead th')).map(
        (th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}`,
      );
      return { scroll: scroller.scrollWidth, client: scroller.clientWidth, widths };
    });
  console.log(JSON.stringify(await measure()));
  await page.addStyleTag({
    content: '.ant-table-wrapper .ant-table-cell { padding-inline: 6px !important; } .ant-table-wrapper .ant-table { font-size: 13px; }',
  });
  console.log(JSON.stringify(await measure()));
  await page.context().storageState({ path: '/tmp/receipts-shots/state.json' });
});

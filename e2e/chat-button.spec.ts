import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_PAGES, PUBLIC_PAGES, viewportOf, WIDTHS } from './pages';
import { login, newUser, register, settled, watchRequests } from './support';

test.beforeEach(({ page }) => watchRequests(page));

/** The links, buttons and inputs whose box meets the chat button's, by their text or name. */
async function controlsUnderChatButton(page: Page) {
  const chat = page.getByRole('link', { name: /Message us on WhatsApp/ });
  await chat.scrollIntoViewIfNeeded();
  return chat.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const meets = (other: DOMRect) =>
      other.width > 0 &&
      other.height > 0 &&
      other.left < box.right &&
      other.right > box.left &&
      other.top < box.bottom &&
      other.bottom > box.top;
    return [...document.querySelectorAll('a, button, input, select, textarea, [role="button"]')]
      .filter((element) => element !== button && !button.contains(element))
      .filter((element) => meets(element.getBoundingClientRect()))
      .map((element) => element.outerHTML.slice(0, 120));
  });
}

async function checkEveryWidth(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.goto(path);
    await settled(page);
    expect(await controlsUnderChatButton(page), `${path} at ${width} px`).toEqual([]);
  }
}

test('the chat button covers no link, button or input on any public page', async ({ page }) => {
  // ten pages at three widths: thirty loads
  test.setTimeout(120_000);
  for (const path of PUBLIC_PAGES) await checkEveryWidth(page, path);
});

test('the chat button covers no link, button or input on any dashboard page', async ({ page }) => {
  test.setTimeout(180_000);
  const user = newUser('chat');
  await register(page, user);
  await login(page, user.email, user.password);
  for (const path of DASHBOARD_PAGES) await checkEveryWidth(page, path);
});

import type { Page } from '@playwright/test';

/**
 * The links, buttons and inputs whose box meets the chat button's, by their markup. The chat
 * button must be on the page: a page without it fails here.
 */
export async function controlsUnderChatButton(page: Page): Promise<string[]> {
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

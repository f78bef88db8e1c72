import { FIRST_READS_ELEMENT_ID } from '@contract/first-load';
import { firstReadsElementText } from '@contract/first-load/page';

/** The page as the server sends it to a signed-in browser: its first answers inside it. */
export function pageCarries(answers: Record<string, unknown>): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_READS_ELEMENT_ID;
  element.textContent = firstReadsElementText(answers);
  document.body.append(element);
}

/** Takes the first answers out of the page again (after each test). */
export const clearPageCarries = (): void =>
  document.getElementById(FIRST_READS_ELEMENT_ID)?.remove();

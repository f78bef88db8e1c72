import type { Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { controlsUnderChatButton } from './chat-button';
import { viewportOf, WIDTHS } from './pages';
import { settled, snap } from './support';

/*
 * The page walks of the accessibility specs: each page is loaded once per width and checked there
 * by axe and, on the customer's site, for a control under the chat button.
 */

export const A11Y_WIDTHS = [360, 1280] as const;
/** the console is checked at a common phone's width and a laptop's */
export const CONSOLE_WIDTHS = [390, 1280] as const;

/** A page's screenshot name: its path with an id or reference in it named by `as`. */
const screenshotName = (path: string, width: number, prefix: string) =>
  `${prefix}${path === '/' ? '-home' : path.replaceAll('/', '-')}-${width}`;

/** A page to check: its address, and the path its screenshot is named by when they differ. */
export type Visit = string | { path: string; as: string };

/** What a walk checks: axe (with a screenshot) at some widths, the chat button at others. */
export interface Checks {
  axeAt: readonly number[];
  /** the customer's site shows the chat button; the console does not */
  chatButtonAt?: readonly number[];
  prefix?: string;
}

/** The customer's site: axe at a phone's and a laptop's width, the chat button at three widths. */
export const SITE_CHECKS: Checks = { axeAt: A11Y_WIDTHS, chatButtonAt: WIDTHS };

/** Two animation frames: what a resize changes (media queries, their listeners) is drawn. */
const resized = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * One walk over the pages: every page at each width, once it has settled, is checked by axe and
 * for a link, button or input under the chat button, as `checks` asks at that width; every
 * problem reported together. Each page's screenshot is kept for a person to look at.
 *
 * A page is loaded at each width axe checks it at. A width only the chat button is checked at (375
 * px) is reached by resizing the page loaded at the width below it (360 px), saving a load: no
 * layout breakpoint lies between the two and the layout follows a resize (media queries and their
 * listeners), as a phone turned or a window dragged shows.
 */
export async function problemsOn(page: Page, visits: Visit[], checks: Checks) {
  const { axeAt, chatButtonAt = [], prefix = 'page' } = checks;
  const loadedAt = [...new Set(axeAt.length ? axeAt : chatButtonAt)].sort((a, b) => a - b);
  const resizedFrom = new Map<number, number[]>(loadedAt.map((width) => [width, []]));
  for (const width of chatButtonAt) {
    if (loadedAt.includes(width)) continue;
    const below = loadedAt.filter((loaded) => loaded < width).at(-1) ?? loadedAt[0];
    if (below !== undefined) resizedFrom.get(below)?.push(width);
  }
  const found: string[] = [];
  const chatButtonProblems = async (path: string, width: number) => {
    for (const control of await controlsUnderChatButton(page))
      found.push(`${prefix} ${path} @${width}: the chat button covers ${control}`);
  };
  for (const width of loadedAt) {
    for (const visit of visits) {
      const { path, as } = typeof visit === 'string' ? { path: visit, as: visit } : visit;
      await page.setViewportSize(viewportOf(width));
      await page.goto(path);
      await settled(page);
      if (axeAt.includes(width)) {
        await snap(page, screenshotName(as, width, prefix));
        for (const violation of await axeViolations(page))
          found.push(`${prefix} ${path} @${width}: ${violation}`);
      }
      if (chatButtonAt.includes(width)) await chatButtonProblems(path, width);
      for (const other of resizedFrom.get(width) ?? []) {
        await page.setViewportSize(viewportOf(other));
        await resized(page);
        await chatButtonProblems(path, other);
      }
    }
  }
  return found;
}

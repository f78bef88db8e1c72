import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }[];
}

/**
 * axe-core's violations on the page as it is now, one line each (rule, impact, help, first
 * elements). axe is evaluated through the DevTools protocol, which the app's CSP does not block.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  // Only violations are read: axe then skips building selectors and HTML for every element that
  // passed a rule, most of a run's time on a long page; the violations found are the same.
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(context: Document, options: { resultTypes: string[] }): Promise<AxeResults> };
      }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) =>
          `${JSON.stringify(n.target)} ${n.html.slice(0, 100)} ${n.failureSummary ?? ''}`.replace(
            /\s+/g,
            ' ',
          ),
        )
        .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
  );
}

import { yieldToMain } from '@/shared/lib/dom';

/**
 * Evaluates a page's modules a group at a time, one task each, and returns the last one's value.
 * webpack runs every module an import needs at once when the import resolves (some 150 ms for
 * antd's shell on a slow phone); importing its larger dependencies first, from the chunks already
 * downloaded, spreads that over several short tasks without another request.
 */
export async function importInSteps<T>(
  steps: ReadonlyArray<() => Promise<unknown>>,
  last: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
  return last();
}

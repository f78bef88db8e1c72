import { FIRST_READS_ELEMENT_ID, type FirstReads } from '@contract/first-load';

/**
 * A signed-in page's first API answers, put in the page by the server (contract/first-load). Each
 * answers the app's first request for its path, once, and only in the app's first half minute: a
 * later request (a refetch, a page opened minutes after) goes to the network.
 */
export const FIRST_READS_FRESH_MS = 30_000;

let reads: Map<string, unknown> | undefined;
let readAt = 0;

function loadFirstReads(): Map<string, unknown> {
  if (reads) return reads;
  const element = document.getElementById(FIRST_READS_ELEMENT_ID);
  let parsed: FirstReads;
  try {
    parsed = element?.textContent ? (JSON.parse(element.textContent) as FirstReads) : {};
  } catch {
    parsed = {};
  }
  element?.remove();
  reads = new Map(Object.entries(parsed));
  readAt = Date.now();
  return reads;
}

/** The page's answer for an API path (relative to /api/v1/), taken once; undefined otherwise. */
export function takeFirstRead(apiPath: string): unknown {
  const pending = loadFirstReads();
  const answer = pending.get(apiPath);
  pending.delete(apiPath);
  if (answer === undefined || Date.now() - readAt > FIRST_READS_FRESH_MS) return undefined;
  return answer;
}

/** Whether the page holds a fresh answer for an API path (without taking it). */
export function hasFirstRead(apiPath: string): boolean {
  return loadFirstReads().has(apiPath) && Date.now() - readAt <= FIRST_READS_FRESH_MS;
}

/** Forgets what was read from the page (tests render many pages in one document). */
export function resetFirstReads(): void {
  reads = undefined;
}

import type { Transaction } from '@contract/api';
import { outcomeUnknown, unknownToServer, type RequestError } from '../../api';
import { pause, waitForConnection } from '../../lib/network';

/** What the customer reads while the screen finds out what became of a purchase with no answer. */
export const CHECKING_MESSAGE =
  'We could not reach NairaTop. Checking whether your purchase went through…';
/** The server has no purchase under the key: nothing was bought and nothing was charged. */
export const NOT_CHARGED_MESSAGE =
  'Your purchase did not reach NairaTop, so you were not charged. You can try again.';
/** The check itself kept failing: the same key makes another attempt safe. */
export const STILL_UNREACHABLE_MESSAGE =
  'We still cannot reach NairaTop to check your purchase. Try again in a moment: you will not be charged twice.';

/** Waits between checks that failed while the browser was online: about a minute in all. */
export const CHECK_BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

export type KeyCheck =
  { kind: 'found'; transaction: Transaction } | { kind: 'absent' } | { kind: 'unreachable' };

type ReadByKey = (key: string) => PromiseLike<{ data?: Transaction; error?: RequestError }>;

/**
 * Asks the server for the purchase sent with `key` once the browser is online again: the
 * transaction as it stands, 'absent' when the request never reached the server, 'unreachable'
 * when the check kept failing (each failure while online waits longer, CHECK_BACKOFF_MS) or the
 * screen was left. Time spent offline is not counted: the check waits for the `online` event.
 */
export async function checkPurchaseByKey(
  read: ReadByKey,
  key: string,
  signal: AbortSignal,
): Promise<KeyCheck> {
  let failures = 0;
  for (;;) {
    await waitForConnection(signal);
    if (signal.aborted) return { kind: 'unreachable' };
    const answer = await read(key);
    if (answer.data) return { kind: 'found', transaction: answer.data };
    if (unknownToServer(answer.error)) return { kind: 'absent' };
    if (!outcomeUnknown(answer.error)) return { kind: 'unreachable' };
    if (!navigator.onLine) continue;
    const wait = CHECK_BACKOFF_MS[failures];
    if (wait === undefined) return { kind: 'unreachable' };
    failures += 1;
    await pause(wait, signal);
  }
}

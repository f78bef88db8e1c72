import type { Tx } from '../../db/client';
import { endCredentials, sendCredentialsEndedNotice } from './credentials';
import { findUserById } from './repository';
import type { NoticeDeps } from './security-events';

/**
 * Staff sign a customer out everywhere (the console), in the console's transaction: every session
 * and every API key ends, as with the customer's own sign-out everywhere. Answers the e-mail that
 * lists what ended, to send once the transaction committed.
 */
export async function signOutEverywhereByStaff(
  tx: Tx,
  notices: NoticeDeps,
  userId: number,
): Promise<() => void> {
  const user = await findUserById(tx, userId);
  const ended = await endCredentials(tx, userId, {
    event: 'signed_out_by_staff',
    raiseGeneration: true,
  });
  return () => {
    if (user) sendCredentialsEndedNotice(notices, user, 'signed_out_by_staff', ended);
  };
}

import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { StaffRole } from '@contract/api/console';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { bearer, login, signedInUser } from './accounts';
import { json } from './harness';

/** A registered user given a staff role (as the ops command does), signed in afterwards. */
export async function signedInStaff(app: App, role: StaffRole, email?: string) {
  const user = await signedInUser(app, email ? { email, username: email } : {});
  // As every real role grant does, the grant ends the sign-ins made before it.
  await app.db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id));
  const response = await login(app, user.email, user.password);
  const token = json<{ data: { access: string } }>(response).data.access;
  return { ...user, token, headers: bearer(token) };
}

/** A console route's address with each `:param` filled by a valid-looking value. */
export const sampleUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

/** The authenticator's code `steps` periods (30 s) from now, as a phone whose clock is that far off. */
export async function totpCode(secret: string, steps = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Turns a signed-in staff member's two-factor sign-in on through the console, confirming with the
 * previous period's code (so the current and next ones are still unused for the test's sign-ins).
 */
export async function enrolTwoFactor(app: App, headers: Record<string, string>) {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/v1/console/security/two-factor/setup',
    headers,
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.body}`);
  const { secret } = json<{ data: { secret: string } }>(setup).data;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/v1/console/security/two-factor/confirm',
    headers,
    payload: { code: await totpCode(secret, -1) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`two-factor confirm failed: ${confirmed.body}`);
  const recoveryCodes = json<{ data: { recovery_codes: string[] } }>(confirmed).data.recovery_codes;
  return { secret, recoveryCodes };
}

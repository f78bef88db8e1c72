import { eq } from 'drizzle-orm';
import type { StaffRole } from '@contract/api/console';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { bearer, login, signedInUser } from './accounts';
import { json } from './harness';

/** A registered user given a staff role (as the ops command does), signed in afterwards. */
export async function signedInStaff(app: App, role: StaffRole, email?: string) {
  const user = await signedInUser(app, email ? { email, username: email } : {});
  await app.db.update(users).set({ role }).where(eq(users.id, user.id));
  const response = await login(app, user.email, user.password);
  const token = json<{ data: { access: string } }>(response).data.access;
  return { ...user, token, headers: bearer(token) };
}

/** A console route's address with each `:param` filled by a valid-looking value. */
export const sampleUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

import { eq } from 'drizzle-orm';
import type { User } from '@contract/api';
import { REGISTER_MESSAGES as M } from '@contract/rules';
import { users } from '../../db/schema';
import { bearer, login, signedInUser, uniquePhone, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const update = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/update-user-profile/',
    headers: bearer(token),
    payload,
  });

describe('a phone number belongs to one account', () => {
  it('changes the phone in any accepted form, stored as 0…, and leaves the webhook alone', async () => {
    const user = await signedInUser(ctx.app);
    const response = await update(user.token, { phone_no: '+234 809 555 0101' });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: User }>(response);
    expect(data.phone_no).toBe('08095550101');
    expect(data.webhook_url).toBeNull();
  });

  it('refuses a number another account holds with 409 naming phone_no, and keeps the old one', async () => {
    const holder = await signedInUser(ctx.app, { phone_no: '08095550202' });
    const other = await signedInUser(ctx.app);
    for (const phone of ['08095550202', '2348095550202']) {
      const response = await update(other.token, { phone_no: phone });
      expect(response.statusCode).toBe(409);
      expect(json<ErrorBody>(response).data).toEqual({ phone_no: M.phoneTaken });
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.phoneNo).toBe(other.phone_no);
    expect(holder.id).not.toBe(other.id);
  });

  it('refuses an invalid number with the phone message', async () => {
    const user = await signedInUser(ctx.app);
    const response = await update(user.token, { phone_no: '+08031234567' });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({ phone_no: M.phoneInvalid });
  });

  // Accounts that shared a number before the rule (migration 0021) keep working: the later ones
  // are marked and left out of the unique index; the number stays refused to anyone new.
  it('keeps accounts that shared a number before the rule usable, and refuses that number to new sign-ups', async () => {
    const oldest = await signedInUser(ctx.app);
    const later = await signedInUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ phoneNo: oldest.phone_no, phoneSharedBeforeUnique: true })
      .where(eq(users.id, later.id));
    expect((await login(ctx.app, later.email, later.password)).statusCode).toBe(200);
    // keeping its own number is not a change
    expect((await update(later.token, { phone_no: oldest.phone_no })).statusCode).toBe(200);
    // a new number of its own joins the rule
    const fresh = uniquePhone();
    expect((await update(later.token, { phone_no: fresh })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, later.id));
    expect(row).toMatchObject({ phoneNo: fresh, phoneSharedBeforeUnique: false });
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/register/',
      payload: {
        first_name: 'Ada',
        last_name: 'Obi',
        email: `new.${Date.now()}@example.com`,
        password: 'correct-horse-9',
        password2: 'correct-horse-9',
        phone_no: oldest.phone_no,
        hear_us: 'Google',
      },
    });
    expect(signUp.statusCode).toBe(409);
  });
});

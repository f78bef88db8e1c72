import type { Transaction } from '@contract/api';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { seedBalance } from '../../../test/wallet';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { PURCHASE_KEY_NOT_FOUND } from '../../services/purchase-routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const byKey = (key: string, token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/purchases/by-key/${key}/`,
    headers: bearer(token),
  });

async function boughtAirtime(key: string) {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
  const mtn = await packageId(ctx.database.db, 'mtn-airtime');
  const bought = await buy(
    ctx.app,
    user.token,
    'purchase-airtime',
    { network: 'MTN', phone_number: SANDBOX.success, amount: 270, package_id: mtn },
    key,
  );
  expect(bought.statusCode).toBe(200);
  return user;
}

it('answers the owner with the purchase sent under the key, as it stands', async () => {
  const owner = await boughtAirtime('lost-answer-key-1');
  const response = await byKey('lost-answer-key-1', owner.token);
  expect(response.statusCode).toBe(200);
  const { data } = json<{ data: Transaction }>(response);
  expect(data).toMatchObject({ status: 'confirmed', kind: 'purchase', phone_no: SANDBOX.success });
  expect(data.subcategory?.title).toBe('MTN');
});

it("answers 404 for another user's key and for a key never sent", async () => {
  await boughtAirtime('someone-elses-key');
  const stranger = await signedInUser(ctx.app);
  for (const key of ['someone-elses-key', 'never-sent-key-9']) {
    const response = await byKey(key, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe(PURCHASE_KEY_NOT_FOUND);
  }
});

it('refuses a malformed key with a 400 and a missing sign-in with a 401', async () => {
  const user = await signedInUser(ctx.app);
  expect((await byKey('bad key!', user.token)).statusCode).toBe(400);
  const anonymous = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/purchases/by-key/lost-answer-key-1/',
  });
  expect(anonymous.statusCode).toBe(401);
});

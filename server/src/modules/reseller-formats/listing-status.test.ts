import { startTestApp, type TestContext } from '../../../test/harness';
import { SANDBOX } from '../../../test/purchases';
import { AdexClient, MsorgClient, resellerAccount } from '../../../test/reseller-clients';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const keyOf = async (format: 'msorg' | 'adex') =>
  (await resellerAccount(ctx.app, format, { naira: 5_000 })).key;

type Status = { name: string; network: number | null; state: string }[];

it("tells each format's listing the last hour per network, in that format's numbers", async () => {
  const msorg = new MsorgClient(ctx.app, await keyOf('msorg'));
  const adex = new AdexClient(ctx.app);
  const adexKey = await keyOf('adex');
  await adex.login('anyone', adexKey);
  const bought = await msorg.topup({
    network: 4,
    amount: 100,
    mobile_number: SANDBOX.success,
    Ported_number: true,
    airtime_type: 'VTU',
  });
  expect(bought.body).toMatchObject({ Status: 'successful' });

  // Read after the order (the answer is kept for 30 s from the first read).
  const inMsorg = (await msorg.networks()).body.network_status as Status;
  const inAdex = (await adex.networks()).body.network_status as Status;
  expect(inMsorg).toEqual([
    expect.objectContaining({ name: 'AIRTEL airtime', network: 4, state: 'good' }),
  ]);
  expect(inAdex).toEqual([
    expect.objectContaining({ name: 'AIRTEL airtime', network: 2, state: 'good' }),
  ]);
  expect(JSON.stringify(inMsorg)).not.toMatch(/vtpass|clubkonnect/i);
});

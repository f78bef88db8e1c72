import { testConfig } from '../src/config';
import { impatientProviders, startTestApp, type TestContext } from './harness';
import { buy, packageId } from './purchases';

/**
 * The app for printable-card suites: the buy call gives up before the ClubKonnect simulator's
 * timeout scenario answers (it answers 1 s late), and no CallBackURL is sent, so each batch is
 * settled by its answers or by a requery or callback the test makes.
 */
export function startEpinTestApp(): Promise<TestContext> {
  const impatient = impatientProviders();
  return startTestApp({
    ...impatient,
    clubkonnect: { ...testConfig().clubkonnect, ...impatient.clubkonnect, callbackUrl: '' },
  });
}

/** Buys a batch of cards of a plan (a ₦100 MTN card unless told) as the signed-in user. */
export async function buyCards(
  ctx: TestContext,
  token: string,
  quantity: number,
  plan = 'mtn-100',
  slug = 'mtn-epin',
) {
  return buy(ctx.app, token, 'purchase-recharge-cards', {
    package_id: await packageId(ctx.database.db, slug),
    variation_code: plan,
    quantity,
  });
}

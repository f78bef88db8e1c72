import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { startTestApp, type TestContext } from '../../../test/harness';
import { packageId } from '../../../test/purchases';

/*
 * With VTpass the one provider, routing changes nothing: every plan and package the catalogue
 * sells has a VTpass offer with its code and its cost (the face value less VTpass's commission),
 * and stays so as the catalogue changes.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/**
 * Plans and packages of VTpass's list whose VTpass offer is missing or differs from the catalogue,
 * and VTpass offers of packages that are not on its list.
 */
async function outOfStep() {
  const plans = rowsOf<{ id: number }>(
    await db().execute(sql`
      SELECT pl.id FROM plans pl JOIN packages pk ON pk.id = pl.package_id
      LEFT JOIN bills_offers o ON o.plan_id = pl.id AND o.provider = 'vtpass'
      WHERE pk.catalogue_provider <> 'vtpass' AND o.id IS NOT NULL
        OR pk.catalogue_provider = 'vtpass' AND o.id IS NULL OR o.provider_code <> pl.variation_code OR NOT o.enabled
        OR o.cost_kobo <> pl.provider_amount_kobo
          - round(pl.provider_amount_kobo * pk.provider_commission_bp / 10000.0)`),
  );
  const packages = rowsOf<{ id: number }>(
    await db().execute(sql`
      SELECT pk.id FROM packages pk
      LEFT JOIN bills_offers o ON o.package_id = pk.id AND o.plan_id IS NULL
        AND o.provider = 'vtpass'
      WHERE pk.catalogue_provider <> 'vtpass' AND o.id IS NOT NULL
        OR pk.catalogue_provider = 'vtpass' AND (o.id IS NULL OR o.provider_code <> pk.service_id
          OR o.commission_bp <> pk.provider_commission_bp)`),
  );
  return { plans: plans.length, packages: packages.length };
}

it('gives every plan and package a VTpass offer at its code and cost', async () => {
  const [count] = rowsOf<{ n: number }>(
    await db().execute(sql`SELECT count(*)::int AS n FROM bills_offers WHERE provider = 'vtpass'`),
  );
  expect(count?.n).toBeGreaterThan(100);
  expect(await outOfStep()).toEqual({ plans: 0, packages: 0 });
});

it('keeps the VTpass offers in step when a face value, a commission or the plan list changes', async () => {
  const sme = await packageId(db(), 'mtn-data-sme');
  await db().execute(sql`
    UPDATE plans SET provider_amount_kobo = provider_amount_kobo + 5000 WHERE package_id = ${sme}`);
  expect(await outOfStep()).toEqual({ plans: 0, packages: 0 });
  await db().execute(sql`UPDATE packages SET provider_commission_bp = 275 WHERE id = ${sme}`);
  expect(await outOfStep()).toEqual({ plans: 0, packages: 0 });
  await db().execute(sql`
    INSERT INTO plans (package_id, variation_code, title, sort_order, active, provider_amount_kobo)
    VALUES (${sme}, 'mtn-new-plan-test', 'New plan', 99, true, 123400)`);
  expect(await outOfStep()).toEqual({ plans: 0, packages: 0 });

  // Glo SME is ClubKonnect's list: none of these changes gives it a VTpass offer
  const gloSme = await packageId(db(), 'glo-data-sme');
  const newPlanFaceKobo = 500 * 100;
  await db().execute(sql`
    UPDATE plans SET provider_amount_kobo = provider_amount_kobo + 500 WHERE package_id = ${gloSme}`);
  await db().execute(sql`UPDATE packages SET provider_commission_bp = 100 WHERE id = ${gloSme}`);
  await db().execute(sql`
    INSERT INTO plans (package_id, variation_code, title, sort_order, active, provider_amount_kobo)
    VALUES (${gloSme}, 'glo-new-plan-test', 'New plan', 99, true, ${newPlanFaceKobo})`);
  expect(await outOfStep()).toEqual({ plans: 0, packages: 0 });
});

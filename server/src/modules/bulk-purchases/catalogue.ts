import { and, eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/constants';
import { NETWORK_SERVICE_IDS, networkOfServiceId, type Network } from '@contract/rules/network';
import type { Db } from '../../db/client';
import { packages, plans } from '../../db/schema';

/** What a batch's rows are bought from: each network's airtime package and every data plan. */
export interface BulkCatalogue {
  airtimePackage: Partial<Record<Network, number>>;
  dataPlans: Map<string, { packageId: number; network: Network; title: string }>;
}

/** The active airtime packages and data plans, read once per batch. */
export async function readBulkCatalogue(db: Db): Promise<BulkCatalogue> {
  const airtime = await db
    .select({ id: packages.id, serviceId: packages.serviceId })
    .from(packages)
    .where(and(eq(packages.categoryId, CATEGORY_IDS.airtime), eq(packages.active, true)));
  const airtimePackage: BulkCatalogue['airtimePackage'] = {};
  for (const { id, serviceId } of airtime) {
    const network = networkOfServiceId(serviceId);
    if (network && NETWORK_SERVICE_IDS[network].airtime === serviceId)
      airtimePackage[network] ??= id;
  }
  const data = await db
    .select({
      code: plans.variationCode,
      title: plans.title,
      packageId: packages.id,
      serviceId: packages.serviceId,
    })
    .from(plans)
    .innerJoin(packages, eq(packages.id, plans.packageId))
    .where(
      and(
        eq(packages.categoryId, CATEGORY_IDS.data),
        eq(packages.active, true),
        eq(plans.active, true),
      ),
    );
  const dataPlans: BulkCatalogue['dataPlans'] = new Map();
  for (const plan of data) {
    const network = networkOfServiceId(plan.serviceId);
    if (network)
      dataPlans.set(plan.code, { packageId: plan.packageId, network, title: plan.title });
  }
  return { airtimePackage, dataPlans };
}

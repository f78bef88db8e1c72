import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Beneficiary, CreateBeneficiaryRequest, RecentNumber } from '@contract/api';
import { CATEGORY_IDS, SERVICES, serviceByKey, type PurchaseServiceKey } from '@contract/services';
import {
  BENEFICIARY_MESSAGES,
  BENEFICIARY_NUMBER_MESSAGES,
  MAX_BENEFICIARIES,
  RECENT_NUMBERS,
  beneficiaryNameProblem,
  hasProvider,
  type KindWithProvider,
  normalizeBeneficiaryNumber,
} from '@contract/rules';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { beneficiaries, packages } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { koboToNaira } from '../../lib/money';

type Row = typeof beneficiaries.$inferSelect;

const present = (row: Row): Beneficiary => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  number: row.number,
  meter_type: row.meterType,
  service_id: row.serviceId,
  created_at: row.createdAt.toISOString(),
});

function checkedName(name: string): string {
  const problem = beneficiaryNameProblem(name);
  if (problem) throw badRequest(problem, { name: problem });
  return name.trim();
}

/**
 * The category of the provider a saved number belongs to (a meter's disco, a smart card's TV, an
 * account's betting company): the category of the purchase screen that saves numbers of its kind.
 */
const categoryOfKind = (kind: KindWithProvider): number | undefined =>
  SERVICES.find((service) => service.sale === 'purchase' && service.savedNumber === kind)
    ?.categoryId;

async function checkedServiceId(db: Db, request: CreateBeneficiaryRequest) {
  if (!hasProvider(request.kind)) return null;
  const categoryId = categoryOfKind(request.kind);
  const serviceId = request.service_id?.trim() ?? '';
  const [known] =
    serviceId && categoryId !== undefined
      ? await db
          .select({ id: packages.id })
          .from(packages)
          .where(and(eq(packages.serviceId, serviceId), eq(packages.categoryId, categoryId)))
          .limit(1)
      : [];
  if (!known)
    throw badRequest(BENEFICIARY_MESSAGES.serviceRequired, {
      service_id: BENEFICIARY_MESSAGES.serviceRequired,
    });
  return serviceId;
}

const owned = (userId: number, id: number) =>
  and(eq(beneficiaries.userId, userId), eq(beneficiaries.id, id));

export async function listBeneficiaries(db: Db, userId: number): Promise<Beneficiary[]> {
  const rows = await db
    .select()
    .from(beneficiaries)
    .where(eq(beneficiaries.userId, userId))
    .orderBy(asc(beneficiaries.name), asc(beneficiaries.id));
  return rows.map(present);
}

export async function createBeneficiary(
  db: Db,
  userId: number,
  request: CreateBeneficiaryRequest,
): Promise<Beneficiary> {
  const name = checkedName(request.name);
  const number = normalizeBeneficiaryNumber(request.kind, request.number);
  if (!number) {
    const message = BENEFICIARY_NUMBER_MESSAGES[request.kind];
    throw badRequest(message, { number: message });
  }
  if (request.kind === 'meter' && !request.meter_type)
    throw badRequest(BENEFICIARY_MESSAGES.meterTypeRequired, {
      meter_type: BENEFICIARY_MESSAGES.meterTypeRequired,
    });
  const serviceId = await checkedServiceId(db, request);
  return db.transaction(async (tx) => {
    // Serialises one user's saves, so two at once cannot both pass the count.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('beneficiaries'), ${userId})`);
    const [counted] = await tx
      .select({ total: count() })
      .from(beneficiaries)
      .where(eq(beneficiaries.userId, userId));
    if ((counted?.total ?? 0) >= MAX_BENEFICIARIES) throw conflict(BENEFICIARY_MESSAGES.tooMany);
    const [row] = await tx
      .insert(beneficiaries)
      .values({
        userId,
        kind: request.kind,
        name,
        number,
        meterType: request.kind === 'meter' ? (request.meter_type ?? null) : null,
        serviceId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw conflict(BENEFICIARY_MESSAGES.duplicate, { number: BENEFICIARY_MESSAGES.duplicate });
    return present(row);
  });
}

export async function renameBeneficiary(
  db: Db,
  userId: number,
  id: number,
  name: string,
): Promise<Beneficiary> {
  const [row] = await db
    .update(beneficiaries)
    .set({ name: checkedName(name) })
    .where(owned(userId, id))
    .returning();
  if (!row) throw notFound(BENEFICIARY_MESSAGES.notFound);
  return present(row);
}

export async function deleteBeneficiary(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(beneficiaries)
    .where(owned(userId, id))
    .returning({ id: beneficiaries.id });
  if (deleted.length === 0) throw notFound(BENEFICIARY_MESSAGES.notFound);
}

/** How many of the customer's latest purchases of a service are looked through for numbers. */
const RECENT_WINDOW = 200;

interface RecentRow {
  number: string;
  service_id: string | null;
  package_id: number | null;
  variation_code: string | null;
  face_kobo: number | string;
  last_used_at: Date | string;
}

/**
 * The last distinct numbers (phone, meter, smart card, profile) the customer bought a service
 * for, newest first, from their latest purchases of it (failed ones left out: a mistyped number
 * is not offered again). Each comes with the network, disco or cable service it was bought on.
 */
export async function recentNumbers(
  db: Db,
  userId: number,
  service: PurchaseServiceKey,
): Promise<RecentNumber[]> {
  const categoryId = serviceByKey(service).categoryId;
  const result = await db.execute(sql`
    SELECT number, service_id, package_id, variation_code, face_kobo, last_used_at FROM (
      SELECT DISTINCT ON (billers_code) billers_code AS number, service_id, package_id,
             variation_code, face_kobo, created_at AS last_used_at
        FROM (SELECT billers_code, service_id, package_id, variation_code, created_at, id,
                     coalesce(upstream_amount_kobo, amount_kobo) AS face_kobo
                FROM transactions
               WHERE user_id = ${userId} AND category_id = ${categoryId} AND kind = 'purchase'
                 AND status NOT IN ('failed', 'expired') AND billers_code IS NOT NULL
               ORDER BY created_at DESC, id DESC
               LIMIT ${RECENT_WINDOW}) latest
       ORDER BY billers_code, created_at DESC, id DESC) distinct_numbers
    ORDER BY last_used_at DESC
    LIMIT ${RECENT_NUMBERS}`);
  const electricity = categoryId === CATEGORY_IDS.electricity;
  // a service bought by a typed amount (priced as a discount on it) is offered at the same amount
  const byAmount = serviceByKey(service).pricing === 'discount';
  return rowsOf<RecentRow>(result).map((row) => ({
    number: row.number,
    service_id: row.service_id,
    package_id: row.package_id,
    meter_type:
      electricity && (row.variation_code === 'prepaid' || row.variation_code === 'postpaid')
        ? row.variation_code
        : null,
    amount: byAmount ? koboToNaira(Number(row.face_kobo)) : null,
    last_used_at: new Date(row.last_used_at).toISOString(),
  }));
}

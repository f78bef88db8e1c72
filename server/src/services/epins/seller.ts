import { eq, sql } from 'drizzle-orm';
import type { EpinSeller } from '@contract/api';
import { normalizePhone } from '@contract/rules';
import { EPIN_MESSAGES, SELLER_NAME_MAX } from '@contract/services/epins';
import type { Db } from '../../db/client';
import { Problems } from '../../modules/purchases/problems';
import { epinSellers } from './tables';

/* The business name and phone an agent prints on every card: set once, changed any time. */

export async function sellerOf(db: Db, userId: number): Promise<EpinSeller> {
  const [row] = await db.select().from(epinSellers).where(eq(epinSellers.userId, userId));
  return { business_name: row?.businessName ?? '', phone: row?.phone ?? '' };
}

export async function saveSeller(db: Db, userId: number, wanted: EpinSeller): Promise<EpinSeller> {
  const problems = new Problems();
  const businessName = wanted.business_name.trim().replace(/\s+/g, ' ');
  if (!businessName) problems.add('business_name', EPIN_MESSAGES.businessNameRequired);
  else if (businessName.length > SELLER_NAME_MAX)
    problems.add('business_name', EPIN_MESSAGES.businessNameTooLong);
  const phone = normalizePhone(wanted.phone);
  if (!wanted.phone.trim()) problems.add('phone', EPIN_MESSAGES.sellerPhoneRequired);
  else if (!phone) problems.add('phone', EPIN_MESSAGES.sellerPhoneInvalid);
  problems.check();
  const saved = { businessName, phone: phone ?? '' };
  await db
    .insert(epinSellers)
    .values({ userId, ...saved })
    .onConflictDoUpdate({ target: epinSellers.userId, set: { ...saved, updatedAt: sql`now()` } });
  return { business_name: saved.businessName, phone: saved.phone };
}

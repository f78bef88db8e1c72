import { SERVICES } from '@contract/services';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { accountLookup } from '@contract/services/internet-data';
import { badRequest, HttpError } from '../lib/http-error';
import { findPackage, firstPlanCode } from '../modules/purchases/catalogue';
import { verifyWithCatalogueProvider, type QuoteDeps } from '../modules/purchases/quote';
import { PROFILE_SERVICES } from './exam/quote';

/** What the verify-card call checks: smart cards, JAMB profiles and provider accounts. */
const CARD_VERIFIED = new Set<string>(['smart-card', 'profile', 'account']);
const METER_VERIFIED = new Set<string>(['meter']);

/**
 * Verification for the screens, by the provider whose list the package is: the provider's content,
 * or its error in the content.
 */
export async function verifyCustomer(
  deps: QuoteDeps,
  kind: 'card' | 'meter',
  packageId: number,
  number: string,
  meterType?: string,
): Promise<Record<string, unknown>> {
  const pkg = await findPackage(deps.db, packageId);
  const accepted = kind === 'meter' ? METER_VERIFIED : CARD_VERIFIED;
  const verification = SERVICES.find(
    (service) => service.categoryId === pkg?.categoryId,
  )?.verification;
  const needsOne =
    !!pkg &&
    !!verification &&
    accepted.has(verification) &&
    (verification !== 'profile' || PROFILE_SERVICES.has(pkg.serviceId));
  if (!pkg || !needsOne)
    throw badRequest(PURCHASE_MESSAGES.providerRequired, {
      package_id: PURCHASE_MESSAGES.providerRequired,
    });
  const billersCode = number.trim();
  let type: string | undefined;
  if (kind === 'meter') {
    type = (meterType ?? '').trim().toLowerCase();
    if (type !== 'prepaid' && type !== 'postpaid')
      throw badRequest(PURCHASE_MESSAGES.electricity.meterTypeRequired, {
        meter_type: PURCHASE_MESSAGES.electricity.meterTypeRequired,
      });
  } else if (PROFILE_SERVICES.has(pkg.serviceId)) {
    type = await firstPlanCode(deps.db, pkg.id);
  }
  // A provider account (Smile) may be looked up by its e-mail instead of its phone.
  const byEmail = verification === 'account' && accountLookup(billersCode) === 'email';
  const outcome = await verifyWithCatalogueProvider(deps, pkg, { billersCode, type, byEmail });
  if (outcome.ok) return outcome.content;
  if (outcome.unavailable) throw new HttpError(503, PURCHASE_MESSAGES.verificationUnavailable);
  return { error: outcome.error };
}

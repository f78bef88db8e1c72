import { and, eq } from 'drizzle-orm';
import type { KycReviewRequest, VerifyIdentityResponse } from '@contract/api/kyc';
import {
  ID_DOCUMENT_FILE_TYPES,
  ID_DOCUMENT_MAX_BYTES,
  KYC_MESSAGES,
  type IdDocumentFileType,
} from '@contract/rules/kyc';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { seal, type EnvelopeKey } from '../../lib/secret-envelope';
import { kycStatus } from './status';
import { kycReviews } from './tables';

/*
 * Tier 3: a customer at tier 2 sends an ID document (a JPG, PNG or PDF of at most 2 MB, checked by
 * its first bytes, not only by what the browser says) and a home address for an owner to review.
 * The file is sealed before it is stored; one review waits at a time.
 */

export const documentContext = (userId: number) => `kyc-document:${userId}`;

const MAGIC: Record<IdDocumentFileType, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
};

const isFileType = (value: string): value is IdDocumentFileType =>
  (ID_DOCUMENT_FILE_TYPES as readonly string[]).includes(value);

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function documentOf(request: KycReviewRequest): { type: IdDocumentFileType; bytes: Buffer } {
  const encoded = request.document.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  const field = (message: string) => badRequest(message, { document: message });
  if (!encoded) throw field(KYC_MESSAGES.documentRequired);
  if (!BASE64.test(encoded)) throw field(KYC_MESSAGES.documentType);
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length > ID_DOCUMENT_MAX_BYTES) throw field(KYC_MESSAGES.documentTooLarge);
  const type = request.document_type;
  if (!isFileType(type) || !MAGIC[type].every((byte, i) => bytes[i] === byte))
    throw field(KYC_MESSAGES.documentType);
  return { type, bytes };
}

export async function submitReview(
  deps: { db: Db; identityKey: EnvelopeKey },
  userId: number,
  request: KycReviewRequest,
): Promise<VerifyIdentityResponse> {
  const address = request.address.trim().replace(/\s+/g, ' ');
  if (address.length < 10)
    throw badRequest(KYC_MESSAGES.addressRequired, { address: KYC_MESSAGES.addressRequired });
  const document = documentOf(request);
  const name = request.document_name.trim().slice(0, 200) || 'document';
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ tier: users.kycTier })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    if (user.tier < 2) throw new HttpError(403, KYC_MESSAGES.reviewNeedsTier2);
    const [pending] = await tx
      .select({ id: kycReviews.id })
      .from(kycReviews)
      .where(and(eq(kycReviews.userId, userId), eq(kycReviews.status, 'pending')));
    if (pending) throw conflict(KYC_MESSAGES.reviewPending);
    await tx.insert(kycReviews).values({
      userId,
      idType: request.id_type,
      address,
      documentName: name,
      documentType: document.type,
      documentBytes: document.bytes.length,
      documentSealed: seal(
        deps.identityKey,
        document.bytes.toString('base64'),
        documentContext(userId),
      ),
    });
  });
  return { message: KYC_MESSAGES.reviewSent, status: await kycStatus(deps.db, userId) };
}

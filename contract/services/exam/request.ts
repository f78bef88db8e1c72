import { Type, type Static } from 'typebox';
import { packageId, text } from '../../api/purchase-fields';

/*
 * Exam PINs: a plan (WAEC, NECO, JAMB...) priced by the catalogue; JAMB needs the candidate's
 * profile ID.
 */

export const ExamPurchaseRequestSchema = Type.Object({
  package_id: packageId,
  variation_code: text(100),
  phone_number: text(20),
  /** JAMB only */
  profile_id: Type.Optional(text(20)),
});

export type ExamPurchaseRequest = Static<typeof ExamPurchaseRequestSchema>;

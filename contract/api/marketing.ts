import { Type, type Static } from 'typebox';

/*
 * A customer's marketing messages: opting out through a message's link (no sign-in; the link's
 * token is signed) or from their profile. Receipts, password resets and codes still go out.
 */

/** POST marketing/opt-out?token=...: the token from the link in a message. */
export const OptOutQuerySchema = Type.Object({ token: Type.String({ maxLength: 200 }) });

export const OptOutResultSchema = Type.Object({ message: Type.String() });

/** GET/PUT marketing/preference: whether the signed-in customer gets marketing messages. */
export const MarketingPreferenceSchema = Type.Object({ marketing_messages: Type.Boolean() });

export type OptOutQuery = Static<typeof OptOutQuerySchema>;
export type OptOutResult = Static<typeof OptOutResultSchema>;
export type MarketingPreference = Static<typeof MarketingPreferenceSchema>;

import { Type, type Static } from 'typebox';

/*
 * A reseller key's plan map: the reseller's own plan ids (as its old supplier numbered them) and
 * the plans of ours they buy. A key with a map of a kind reads only its map for that kind.
 */

/** At most this many entries in one key's map, and rows in one list to match. */
export const MAX_PLAN_MAP_ENTRIES = 2000;

export const PlanMapKindSchema = Type.Union([Type.Literal('data'), Type.Literal('cable')]);

export const PlanMapEntrySchema = Type.Object({
  kind: PlanMapKindSchema,
  /** the id the reseller's code sends */
  their_id: Type.String({ pattern: '^[0-9A-Za-z_-]{1,40}$' }),
  /** what the reseller's list called it */
  their_name: Type.String({ maxLength: 200, default: '' }),
  /** our plan */
  plan_id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
});

export const MappablePlanSchema = Type.Object({
  id: Type.Integer(),
  kind: PlanMapKindSchema,
  title: Type.String(),
  /** the network (data) or the service (cable) it is sold under, e.g. MTN SME, DStv */
  group: Type.String(),
});

export const PlanMapSchema = Type.Object({
  entries: Type.Array(PlanMapEntrySchema),
  /** every plan of ours a map may point to */
  plans: Type.Array(MappablePlanSchema),
});

export const ReplacePlanMapRequestSchema = Type.Object({
  entries: Type.Array(PlanMapEntrySchema, { maxItems: MAX_PLAN_MAP_ENTRIES }),
});

export const PlanListRowSchema = Type.Object({
  their_id: Type.String({ maxLength: 40 }),
  /** the network (MTN, GLO, AIRTEL, 9MOBILE) or, for cable, the service (GOTV, DSTV, STARTIMES) */
  network: Type.String({ maxLength: 40, default: '' }),
  name: Type.String({ maxLength: 200 }),
  /** SME, GIFTING, CORPORATE GIFTING, when the list says it apart from the name */
  type: Type.String({ maxLength: 40, default: '' }),
});

export const MatchPlanListRequestSchema = Type.Object({
  kind: PlanMapKindSchema,
  rows: Type.Array(PlanListRowSchema, { maxItems: MAX_PLAN_MAP_ENTRIES }),
});

export const MatchedPlanListSchema = Type.Object({
  matched: Type.Array(PlanMapEntrySchema),
  unmatched: Type.Array(
    Type.Object({ their_id: Type.String(), name: Type.String(), reason: Type.String() }),
  ),
});

export const ApiKeyPlanMapParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
});

export type PlanMapKind = Static<typeof PlanMapKindSchema>;
export type PlanMapEntry = Static<typeof PlanMapEntrySchema>;
export type MappablePlan = Static<typeof MappablePlanSchema>;
export type PlanMap = Static<typeof PlanMapSchema>;
export type ReplacePlanMapRequest = Static<typeof ReplacePlanMapRequestSchema>;
export type PlanListRow = Static<typeof PlanListRowSchema>;
export type MatchPlanListRequest = Static<typeof MatchPlanListRequestSchema>;
export type MatchedPlanList = Static<typeof MatchedPlanListSchema>;

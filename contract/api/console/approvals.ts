import { Type, type Static } from 'typebox';
import { IntegerIdParamsSchema } from './ids';

/*
 * Staff money movements past the approval threshold (what staff moved into or out of one
 * customer's wallet in 24 hours) or past an owner's 24-hour limit wait for a second owner: the
 * movement answers 202 with a request and moves no money; another owner approves it (the wallet
 * changes once, through the ledger) or declines it; the requester may withdraw it. Money in naira.
 */

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const Person = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });

export const AdjustmentApprovalSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Unsafe<ApprovalStatus>(
    Type.Union(APPROVAL_STATUSES.map((status) => Type.Literal(status))),
  ),
  /** the kind of movement: manual_credit, manual_debit, airtime_to_cash... */
  kind: Type.String(),
  /** how the console names the kind: "Manual credit", "Airtime-to-cash payout"... */
  kind_label: Type.String(),
  /** the transaction the movement is for (an airtime-to-cash request...), when there is one */
  subject_ref: Type.Union([Type.String(), Type.Null()]),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Number(),
  reason: Type.String(),
  customer: Person,
  requested_by: Person,
  created_at: Type.String({ format: 'date-time' }),
  decided_by: Type.Union([Person, Type.Null()]),
  decided_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  decision_note: Type.Union([Type.String(), Type.Null()]),
  /** the customer's transaction made by the approval */
  tx_ref: Type.Union([Type.String(), Type.Null()]),
});

/** 202 from POST console/customers/:id/adjust: nothing moved yet, an owner must approve. */
export const AdjustmentSentForApprovalSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({ approval: AdjustmentApprovalSchema }),
});

/** GET console/approvals?state=pending|decided: pending oldest first, decided newest first. */
export const ApprovalsQuerySchema = Type.Object({
  state: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('decided')])),
});

export const ApprovalListSchema = Type.Object({ data: Type.Array(AdjustmentApprovalSchema) });

/** `:id` of an approval request (a `serial` key). */
export const ApprovalIdParamsSchema = IntegerIdParamsSchema;

/** POST console/approvals/:id/approve, /decline or /withdraw (the requester's) */
export const ApprovalDecisionRequestSchema = Type.Object({
  note: Type.Optional(Type.String({ maxLength: 500 })),
});

export const ApprovalDecisionResponseSchema = Type.Object({
  message: Type.String(),
  data: AdjustmentApprovalSchema,
});

export type AdjustmentApproval = Static<typeof AdjustmentApprovalSchema>;
export type AdjustmentSentForApproval = Static<typeof AdjustmentSentForApprovalSchema>;
export type ApprovalsQuery = Static<typeof ApprovalsQuerySchema>;
export type ApprovalList = Static<typeof ApprovalListSchema>;
export type ApprovalDecisionRequest = Static<typeof ApprovalDecisionRequestSchema>;
export type ApprovalDecisionResponse = Static<typeof ApprovalDecisionResponseSchema>;

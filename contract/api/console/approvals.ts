import { Type, type Static } from 'typebox';
import { IntegerIdParamsSchema } from './ids';

/*
 * Large manual adjustments wait for a second owner: a credit or debit above the approval
 * threshold answers 202 with a request and moves no money; another owner approves it (the wallet
 * changes once, through the ledger) or declines it. Money in naira.
 */

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const Person = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });

export const AdjustmentApprovalSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Unsafe<ApprovalStatus>(
    Type.Union(APPROVAL_STATUSES.map((status) => Type.Literal(status))),
  ),
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

/** POST console/approvals/:id/approve or /decline */
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

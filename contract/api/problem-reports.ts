import { Type, type Static } from 'typebox';
import {
  PROBLEM_KINDS,
  PROBLEM_NOTE_MAX,
  PROBLEM_REPLY_MAX,
  PROBLEM_STATUSES,
  type ProblemKind,
  type ProblemStatus,
} from '../rules/problem-report';

/* A customer's report of a problem with a purchase, and staff's queue of open disputes. */

const kind = Type.Unsafe<ProblemKind>(Type.Union(PROBLEM_KINDS.map((k) => Type.Literal(k))));
const status = Type.Unsafe<ProblemStatus>(Type.Union(PROBLEM_STATUSES.map((s) => Type.Literal(s))));
const nullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const CreateProblemReportRequestSchema = Type.Object({
  kind,
  /** what happened, in the customer's words (needed for "other") */
  note: Type.Optional(Type.String({ maxLength: PROBLEM_NOTE_MAX + 100 })),
});

export const ProblemReportSchema = Type.Object({
  id: Type.Integer(),
  transaction_id: Type.Integer(),
  tx_ref: Type.String(),
  kind,
  note: Type.String(),
  status,
  /** the answer as the customer reads it: at once, when the dispute opened, or when it ended */
  answer: Type.String(),
  /** an open dispute's promised answer time */
  answer_by: nullableDate,
  created_at: Type.String({ format: 'date-time' }),
  closed_at: nullableDate,
});

export const ProblemReportListSchema = Type.Array(ProblemReportSchema);

/** The console's view: the report with its customer, the purchase as it stands, and lateness. */
export const ConsoleProblemReportSchema = Type.Object({
  ...ProblemReportSchema.properties,
  customer_email: Type.String(),
  description: Type.String(),
  /** naira charged for the purchase */
  amount: Type.Number(),
  transaction_status: Type.String(),
  /** an open dispute past its answer time */
  overdue: Type.Boolean(),
  closed_by: Type.Union([Type.String(), Type.Null()]),
});

export const ConsoleProblemReportsQuerySchema = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
});

export const ConsoleProblemReportListSchema = Type.Object({
  data: Type.Array(ConsoleProblemReportSchema),
});

export const ProblemReplyRequestSchema = Type.Object({
  reply: Type.String({ maxLength: PROBLEM_REPLY_MAX }),
});

export const ProblemReportIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export type CreateProblemReportRequest = Static<typeof CreateProblemReportRequestSchema>;
export type ProblemReport = Static<typeof ProblemReportSchema>;
export type ConsoleProblemReport = Static<typeof ConsoleProblemReportSchema>;
export type ConsoleProblemReportsQuery = Static<typeof ConsoleProblemReportsQuerySchema>;
export type ProblemReplyRequest = Static<typeof ProblemReplyRequestSchema>;

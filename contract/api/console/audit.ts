import { Type, type Static } from 'typebox';
import { IntegerIdSchema } from './ids';
import { ConsolePageMetaSchema, ConsolePageQuerySchema, ISO_DATE } from './paging';

/* The audit log: every staff action, append-only, newest first. */

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  /** null when the ops command acted */
  staff_id: Type.Union([Type.Integer(), Type.Null()]),
  staff_email: Type.String(),
  action: Type.String(),
  subject_type: Type.String(),
  subject_id: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  created_at: Type.String({ format: 'date-time' }),
});

export const AuditQuerySchema = Type.Object({
  ...ConsolePageQuerySchema.properties,
  staff_id: Type.Optional(IntegerIdSchema),
  action: Type.Optional(Type.String({ maxLength: 60 })),
  /** YYYY-MM-DD, inclusive, in Lagos time */
  from: Type.Optional(Type.String({ pattern: ISO_DATE })),
  to: Type.Optional(Type.String({ pattern: ISO_DATE })),
});

export const AuditPageSchema = Type.Object({
  data: Type.Array(AuditEntrySchema),
  meta: ConsolePageMetaSchema,
});

export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditQuery = Static<typeof AuditQuerySchema>;
export type AuditPage = Static<typeof AuditPageSchema>;

import { Type, type Static } from 'typebox';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../../rules/reason';

/*
 * The console's settings: every staff member reads them (the console shows support what it may
 * do); only an owner changes them, with a reason, and each change is in the audit log.
 */

export const ConsoleSettingsSchema = Type.Object({
  /** support may export the transaction list (every other export stays with owners) */
  support_may_export_transactions: Type.Boolean(),
  /** the last change: when and by whom (null before any) */
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_by: Type.Union([Type.String(), Type.Null()]),
});

/** PUT console/settings: the settings to change, and why. */
export const ChangeConsoleSettingsRequestSchema = Type.Object({
  support_may_export_transactions: Type.Boolean(),
  reason: Type.String({ minLength: MIN_REASON_LENGTH, maxLength: MAX_REASON_LENGTH }),
});

export const ConsoleSettingsResponseSchema = Type.Object({ data: ConsoleSettingsSchema });

export type ConsoleSettings = Static<typeof ConsoleSettingsSchema>;
export type ChangeConsoleSettingsRequest = Static<typeof ChangeConsoleSettingsRequestSchema>;

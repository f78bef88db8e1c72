import type { StaffRole } from '../api/console/staff';

/*
 * Who may act on whose account in the console. The server enforces it on every customer action
 * (403 with these messages); the console disables the same buttons with the same reason.
 *
 * - Nobody acts on their own account.
 * - Support acts on customers only: never on an owner, nor on another staff member.
 * - An owner acts on support staff and customers; on another owner only to sign them out
 *   everywhere (so no owner can be suspended from the console, the last one included).
 */

export type CustomerActionName =
  'credit' | 'debit' | 'level' | 'suspend' | 'unsuspend' | 'sign-out';

export interface GuardrailActor {
  id: number;
  role: StaffRole;
}

export interface GuardrailTarget {
  id: number;
  /** the target's staff role; null for a customer */
  role: StaffRole | null;
}

export const GUARDRAIL_MESSAGES = {
  self: {
    credit: 'You cannot credit your own wallet.',
    debit: 'You cannot debit your own wallet.',
    level: 'You cannot change your own level.',
    suspend: 'You cannot suspend your own account.',
    unsuspend: 'You cannot lift your own suspension.',
    'sign-out': 'You cannot sign your own account out everywhere from the console.',
  } satisfies Record<CustomerActionName, string>,
  supportOnOwner: "Support staff cannot act on an owner's account.",
  supportOnStaff: "Support staff cannot act on another staff member's account.",
  ownerOnOwner: 'An owner can only sign another owner out everywhere.',
} as const;

/** Why `actor` may not do `action` to `target`'s account, or null when they may. */
export function customerActionRefusal(
  actor: GuardrailActor,
  target: GuardrailTarget,
  action: CustomerActionName,
): string | null {
  if (actor.id === target.id) return GUARDRAIL_MESSAGES.self[action];
  if (actor.role === 'support') {
    if (target.role === 'owner') return GUARDRAIL_MESSAGES.supportOnOwner;
    if (target.role !== null) return GUARDRAIL_MESSAGES.supportOnStaff;
    return null;
  }
  if (target.role === 'owner' && action !== 'sign-out') return GUARDRAIL_MESSAGES.ownerOnOwner;
  return null;
}

import type { StaffRole } from '@contract/api/console';

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', support: 'Support' };

/** Whether a staff member with `role` may open a screen limited to `allowed` (all when unset). */
export const roleAllows = (role: StaffRole, allowed: readonly StaffRole[] | undefined) =>
  !allowed || allowed.includes(role);

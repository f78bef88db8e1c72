/** The busy label of the profile forms' buttons (SPEC 4). */
export const PROCESSING = 'Processing...';
export const PASSWORD_CHANGED = 'Password changed successfully';

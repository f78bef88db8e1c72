export { lagosDateTime, newRequestId } from '../../lib/request-id';

/** Whether a request_id has VTpass's shape: 12 digits of a plausible date-time, then alphanumerics. */
export function isWellFormedRequestId(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})[A-Za-z0-9_-]*$/.exec(value);
  if (!match) return false;
  const [, , month, day, hour, minute] = match.map(Number);
  return (
    month !== undefined &&
    day !== undefined &&
    hour !== undefined &&
    minute !== undefined &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    hour <= 23 &&
    minute <= 59
  );
}

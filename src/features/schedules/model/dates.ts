import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Lagos is UTC+1 all year (no daylight saving): schedules are told and typed in Lagos time. */
const LAGOS_OFFSET_MINUTES = 60;

/** "Fri 27 Nov 2026, 7:30 am" in Lagos time. */
export const formatLagos = (iso: string) =>
  dayjs(iso).utcOffset(LAGOS_OFFSET_MINUTES).format('ddd D MMM YYYY, h:mm a');

/** A Lagos day as typed ("2026-12-31") in words: "Thu 31 Dec 2026". */
export const formatLagosDay = (day: string) => dayjs.utc(day).format('ddd D MMM YYYY');

/** A datetime-local field's value ("2026-11-27T07:30") read as Lagos time, as an ISO instant. */
export function lagosInputToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const at = dayjs.utc(`${value}:00`).subtract(LAGOS_OFFSET_MINUTES, 'minute');
  return at.isValid() ? at.toISOString() : undefined;
}

/** Now (or `at`) as a datetime-local value in Lagos time. */
export const lagosInputValue = (at: Date = new Date()) =>
  dayjs(at).utcOffset(LAGOS_OFFSET_MINUTES).format('YYYY-MM-DDTHH:mm');

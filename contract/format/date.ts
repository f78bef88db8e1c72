export const DATE_FORMAT = 'Do MMM, YYYY, h:mm:ss a';

/**
 * The business's clock. Every time written for people (the app, the server's first views,
 * e-mails, receipts, CSV files) is Lagos time, whatever the time zone of the machine or browser
 * drawing it, so the server's copy and the app's agree with each other and with the customer.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const lagosClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface ClockFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A moment's calendar and clock fields in Lagos. */
function lagosFields(date: Date): ClockFields {
  const fields: Record<string, number> = {};
  for (const part of lagosClock.formatToParts(date))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return fields as unknown as ClockFields;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

const two = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date as customers read it everywhere, '1st Jan, 2024, 3:04:05 pm', in Lagos time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day, hour, minute, second } = lagosFields(date);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${ordinal(day)} ${MONTHS[month - 1]}, ${year}, ${hour12}:${two(minute)}:${two(second)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A moment in Lagos time as files and logs write it, e.g. "2026-11-26 14:05:09". */
export function lagosDateTime(date: Date): string {
  const { year, month, day, hour, minute, second } = lagosFields(date);
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second)}`;
}

export const currentYear = () => new Date().getFullYear();

import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

export const DATE_FORMAT = 'Do MMM, YYYY, h:mm:ss a';

/** A date as customers read it everywhere, '1st Jan, 2024, 3:04:05 pm', in the browser's time zone. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

export const currentYear = () => new Date().getFullYear();

/*
 * Quiet hours, in Lagos time (UTC+1 all year): during them an alert's e-mail still goes and its SMS
 * is held, not sent later (by morning the e-mail and the console tell the story; a text at 7 am
 * about a night-time incident that may have cleared would only wake people for nothing). A
 * provider's breaker opening is urgent: orders are turning away now, so its SMS goes at any hour.
 * Start and end equal means no quiet hours; a start after the end spans midnight (22:00-07:00).
 */

export interface QuietHours {
  on: boolean;
  startMinute: number;
  endMinute: number;
}

const LAGOS_OFFSET_MINUTES = 60;
const MINUTES_A_DAY = 24 * 60;

/** Minutes after midnight in Lagos at `at`. */
export const lagosMinuteOfDay = (at: Date) =>
  (at.getUTCHours() * 60 + at.getUTCMinutes() + LAGOS_OFFSET_MINUTES) % MINUTES_A_DAY;

export function inQuietHours(quiet: QuietHours, at: Date): boolean {
  if (!quiet.on || quiet.startMinute === quiet.endMinute) return false;
  const minute = lagosMinuteOfDay(at);
  return quiet.startMinute < quiet.endMinute
    ? minute >= quiet.startMinute && minute < quiet.endMinute
    : minute >= quiet.startMinute || minute < quiet.endMinute;
}

/** 1320 -> '22:00' */
export const timeOfDay = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** '22:00' -> 1320 (the contract's pattern has checked the text) */
export const minuteOfDay = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

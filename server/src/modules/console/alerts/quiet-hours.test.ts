import { inQuietHours } from './quiet-hours';

/* Quiet hours are read in Lagos time (UTC+1), spanning midnight or not; equal ends mean none. */

const night = { on: true, startMinute: 22 * 60, endMinute: 7 * 60 };
const lunch = { on: true, startMinute: 13 * 60, endMinute: 14 * 60 };

it.each([
  { when: '21:59 in Lagos', quiet: night, at: '2026-12-01T20:59:00Z', quietNow: false },
  { when: '22:00 in Lagos', quiet: night, at: '2026-12-01T21:00:00Z', quietNow: true },
  { when: '03:00 in Lagos', quiet: night, at: '2026-12-02T02:00:00Z', quietNow: true },
  { when: '07:00 in Lagos', quiet: night, at: '2026-12-02T06:00:00Z', quietNow: false },
  {
    when: '13:30 in Lagos, quiet 13:00-14:00',
    quiet: lunch,
    at: '2026-12-01T12:30:00Z',
    quietNow: true,
  },
  {
    when: '14:00 in Lagos, quiet 13:00-14:00',
    quiet: lunch,
    at: '2026-12-01T13:00:00Z',
    quietNow: false,
  },
  {
    when: '03:00 in Lagos, quiet hours off',
    quiet: { ...night, on: false },
    at: '2026-12-02T02:00:00Z',
    quietNow: false,
  },
  {
    when: '03:00 in Lagos, start equal to end',
    quiet: { ...night, endMinute: 22 * 60 },
    at: '2026-12-02T02:00:00Z',
    quietNow: false,
  },
])('$when: quiet $quietNow', ({ quiet, at, quietNow }) => {
  expect(inQuietHours(quiet, new Date(at))).toBe(quietNow);
});

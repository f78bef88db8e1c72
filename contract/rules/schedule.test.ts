import { nextRunAfter, occurrence, type ScheduleTiming } from './schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 07:30 in Lagos is 06:30 UTC (West Africa Time, no daylight saving). */
const lagos = (day: string, time = '07:30') => new Date(`${day}T${time}:00+01:00`);

const timing = (over: Partial<ScheduleTiming>): ScheduleTiming => ({
  firstRunAt: lagos('2027-01-31'),
  frequency: 'monthly',
  endsOn: null,
  maxRuns: null,
  ...over,
});

describe('next run', () => {
  it('daily and weekly keep the Lagos time of day', () => {
    const daily = timing({ frequency: 'daily', firstRunAt: lagos('2027-03-10') });
    expect(nextRunAfter(daily, lagos('2027-03-10'), 1)).toEqual(lagos('2027-03-11'));
    expect(nextRunAfter(daily, lagos('2027-03-11', '07:29'), 1)).toEqual(lagos('2027-03-11'));
    const weekly = timing({ frequency: 'weekly', firstRunAt: lagos('2027-03-10') });
    expect(nextRunAfter(weekly, lagos('2027-03-10'), 1)).toEqual(lagos('2027-03-17'));
    expect(nextRunAfter(weekly, lagos('2027-03-20'), 2)).toEqual(lagos('2027-03-24'));
  });

  it("monthly on the 31st falls on a shorter month's last day, then on the 31st again", () => {
    const first = lagos('2027-01-31');
    expect([1, 2, 3, 4].map((n) => occurrence(first, 'monthly', n))).toEqual([
      lagos('2027-02-28'),
      lagos('2027-03-31'),
      lagos('2027-04-30'),
      lagos('2027-05-31'),
    ]);
    expect(occurrence(lagos('2028-01-31'), 'monthly', 1)).toEqual(lagos('2028-02-29'));
    expect(nextRunAfter(timing({}), lagos('2027-02-28'), 2)).toEqual(lagos('2027-03-31'));
  });

  it('a monthly run late on the last Lagos day stays on that Lagos day (not the UTC one)', () => {
    // 00:30 on 1 March in Lagos is still 28 February in UTC.
    const first = lagos('2027-03-01', '00:30');
    expect(occurrence(first, 'monthly', 1)).toEqual(lagos('2027-04-01', '00:30'));
    const late = lagos('2027-01-31', '23:45');
    expect(occurrence(late, 'monthly', 1)).toEqual(lagos('2027-02-28', '23:45'));
  });

  it('after a long gap the next run is the first one after now, not each missed one', () => {
    const daily = timing({ frequency: 'daily', firstRunAt: lagos('2027-03-10') });
    const now = new Date(lagos('2027-03-10').getTime() + 5 * DAY + HOUR);
    expect(nextRunAfter(daily, now, 1)).toEqual(lagos('2027-03-16'));
    expect(nextRunAfter(timing({}), lagos('2027-07-01'), 1)).toEqual(lagos('2027-07-31'));
  });

  it('honours the end: once runs once, a run count, and the last Lagos day', () => {
    const once = timing({ frequency: 'once', firstRunAt: lagos('2027-03-10') });
    expect(nextRunAfter(once, lagos('2027-03-09'), 0)).toEqual(lagos('2027-03-10'));
    expect(nextRunAfter(once, lagos('2027-03-10'), 1)).toBeNull();
    const counted = timing({ frequency: 'daily', firstRunAt: lagos('2027-03-10'), maxRuns: 2 });
    expect(nextRunAfter(counted, lagos('2027-03-10'), 1)).toEqual(lagos('2027-03-11'));
    expect(nextRunAfter(counted, lagos('2027-03-11'), 2)).toBeNull();
    const dated = timing({
      frequency: 'daily',
      firstRunAt: lagos('2027-03-10', '23:30'),
      endsOn: '2027-03-11',
    });
    expect(nextRunAfter(dated, lagos('2027-03-10', '23:30'), 1)).toEqual(
      lagos('2027-03-11', '23:30'),
    );
    expect(nextRunAfter(dated, lagos('2027-03-11', '23:30'), 2)).toBeNull();
  });
});

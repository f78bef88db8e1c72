import type { Package, Plan } from '@contract/api';
import { initialScheduleValues, scheduleSummary, type ScheduleValues } from './form';

const pkg = (title: string) => ({ id: 1, title }) as Package;
const plan: Plan = { id: 3, title: '1GB (30 days)', amount: 300, code: 'mtn-1gb' };
const values = (change: Partial<ScheduleValues>): ScheduleValues => ({
  ...initialScheduleValues,
  phone: ' 08031234567 ',
  ...change,
});

it('names what each run buys: the amount and network, the plan, or the bouquet and card', () => {
  expect(scheduleSummary(values({ amount: '500' }), pkg('MTN'), undefined).bought).toBe(
    '₦500.00 MTN airtime for 08031234567',
  );
  expect(scheduleSummary(values({ service: 'data' }), pkg('MTN'), plan).bought).toBe(
    'MTN 1GB (30 days) for 08031234567',
  );
  expect(
    scheduleSummary(values({ service: 'cable', smartCard: '7012345678' }), pkg('DStv'), {
      ...plan,
      title: 'DStv Compact',
    }).bought,
  ).toBe('DStv DStv Compact renewal for smart card 7012345678');
});

it('names how many runs: a count, a last day, or until stopped', () => {
  const runs = (change: Partial<ScheduleValues>) =>
    scheduleSummary(values(change), pkg('MTN'), undefined).runs;
  expect(runs({ end: 'runs', maxRuns: '5' })).toBe('5 runs');
  expect(runs({ end: 'runs', maxRuns: '1' })).toBe('1 run');
  expect(runs({ end: 'date', endsOn: '2026-12-31' })).toBe('until Thu 31 Dec 2026');
  expect(runs({ end: 'never' })).toBe('until you stop it');
});

import type { RecentNumber } from '@contract/api';
import { buildBeneficiary as saved, buildBuyAgain as bought } from '@/shared/lib/test';
import { recentChoices, saveRequestOf, savedChoices } from './choices';

const recent = (number: string, amount: number | null = null): RecentNumber => ({
  number,
  service_id: 'mtn',
  package_id: 11,
  meter_type: null,
  amount,
  last_used_at: '2026-11-25T10:00:00.000Z',
});

it('offers on a screen only the saved numbers of its kind', () => {
  const list = [
    saved({}),
    saved({ id: 2, kind: 'meter', name: 'Shop', number: '1111111111111', meter_type: 'prepaid' }),
  ];
  expect(savedChoices(list, 'data').map((choice) => choice.label)).toEqual(['Mum · 08031234567']);
  expect(savedChoices(list, 'electricity')).toEqual([
    {
      key: 'saved-2',
      label: 'Shop · 1111111111111',
      prefill: { number: '1111111111111', meterType: 'prepaid' },
    },
  ]);
});

it('leaves out of the recent numbers those already saved', () => {
  const choices = recentChoices(
    [recent('08031234567'), recent('08059876543')],
    [saved({})],
    'airtime',
  );
  expect(choices).toEqual([
    {
      key: 'recent-08059876543',
      label: '08059876543',
      prefill: { number: '08059876543', packageId: 11, serviceId: 'mtn' },
    },
  ]);
});

it('offers a number bought by amount at that amount, named on the button', () => {
  expect(recentChoices([recent('08059876543', 200)], [], 'airtime')).toEqual([
    {
      key: 'recent-08059876543',
      label: '08059876543 · ₦200.00',
      prefill: { number: '08059876543', packageId: 11, serviceId: 'mtn', amount: 200 },
    },
  ]);
});

it('saves a meter with its type and disco, a JAMB profile, but no WAEC phone', () => {
  expect(
    saveRequestOf(
      bought({
        service: 'electricity',
        service_id: 'ikeja-electric',
        number: '1111111111111',
        meter_type: 'postpaid',
      }),
    ),
  ).toEqual({
    kind: 'meter',
    number: '1111111111111',
    meter_type: 'postpaid',
    service_id: 'ikeja-electric',
  });
  expect(
    saveRequestOf(bought({ service: 'exam', service_id: 'jamb', number: '0123456789' })),
  ).toEqual({ kind: 'jamb_profile', number: '0123456789' });
  expect(saveRequestOf(bought({ service: 'exam', service_id: 'waec' }))).toBeUndefined();
  expect(saveRequestOf(null)).toBeUndefined();
});

it('offers no saving for an insurance cover, filed under the insured name, but saves a phone', () => {
  expect(
    saveRequestOf(bought({ service: 'accidentInsurance', number: 'Ada Okafor' })),
  ).toBeUndefined();
  expect(saveRequestOf(bought({ service: 'airtime', number: '08031234567' }))).toEqual({
    kind: 'phone',
    number: '08031234567',
  });
});

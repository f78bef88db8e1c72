import { buyAgainPath, prefillFromSearch } from './prefill';

const search = (path: string) => new URLSearchParams(path.slice(path.indexOf('?')));

describe('"Buy again" addresses', () => {
  it('carry a past purchase to its screen and back', () => {
    const path = buyAgainPath({
      service: 'electricity',
      package_id: 41,
      service_id: 'ikeja-electric',
      plan_code: null,
      number: '1111111111111',
      phone: '08031234567',
      amount: 1000,
      meter_type: 'prepaid',
      subscription_type: null,
    });
    expect(path?.startsWith('/dashboard/pay-for-electricity?')).toBe(true);
    expect(prefillFromSearch(search(path ?? ''))).toEqual({
      number: '1111111111111',
      packageId: 41,
      serviceId: 'ikeja-electric',
      amount: 1000,
      phone: '08031234567',
      meterType: 'prepaid',
    });
  });

  it('are not made for what no purchase screen sells', () => {
    expect(
      buyAgainPath({
        service: 'sms',
        package_id: 1,
        service_id: null,
        plan_code: null,
        number: '08031234567',
        phone: null,
        amount: 4,
        meter_type: null,
        subscription_type: null,
      }),
    ).toBeUndefined();
  });

  it('read back only values that make sense', () => {
    expect(prefillFromSearch(search('?amount=100'))).toBeUndefined();
    expect(
      prefillFromSearch(search('?number=08031234567&package=-3&amount=abc&meter_type=solar')),
    ).toEqual({ number: '08031234567' });
  });
});

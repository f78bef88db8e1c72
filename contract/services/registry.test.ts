import { CATEGORY_IDS, SERVICES, minimumOf } from './registry';

it('gives every service its own key, category id, category type and screen path', () => {
  for (const field of ['key', 'categoryId', 'type', 'path'] as const) {
    const values = SERVICES.map((service) => service[field]);
    expect(new Set(values).size).toBe(values.length);
  }
});

it('keeps the category ids the API has always used', () => {
  expect(CATEGORY_IDS).toMatchObject({
    airtime: 1,
    data: 2,
    cable: 3,
    electricity: 4,
    airtimeToCash: 5,
    exam: 6,
    sms: 10,
  });
  expect(minimumOf('airtime')).toBe(100);
  expect(minimumOf('exam')).toBe(0);
});

import { planShape, sameShape } from './plan-shape';

describe('a data plan read from its name', () => {
  it.each([
    ['1 GB - 30 days (SME)', { megabytes: 1_000, days: 30, kind: 'sme' }],
    ['500 MB - 7 days (SME)', { megabytes: 500, days: 7, kind: 'sme' }],
    [
      'MTN Corporate Gifting 1.5GB - 7 Days',
      { megabytes: 1_500, days: 7, kind: 'corporate-gifting' },
    ],
    ['1.05 GB - 14 days (Gifting)', { megabytes: 1_050, days: 14, kind: 'gifting' }],
    ['AIRTEL 2GB Monthly CG', { megabytes: 2_000, days: 30, kind: 'corporate-gifting' }],
    ['GLO Gifting 1GB - 3 Days', { megabytes: 1_000, days: 3, kind: 'gifting' }],
    ['9mobile 1GB - 1 Month', { megabytes: 1_000, days: 30, kind: undefined }],
    ['MTN 200MB 24hrs', { megabytes: 200, days: 1, kind: undefined }],
  ])('%s', (name, shape) => {
    expect(planShape(name)).toEqual(shape);
  });

  it('is the same plan only when volume, validity and kind are all known and equal', () => {
    const ours = planShape('GLO Corporate Gifting 1GB - 30 Days');
    expect(sameShape(ours, planShape('1 GB - 30 days (Corporate Gifting)'))).toBe(true);
    expect(sameShape(ours, planShape('1 GB - 30 days (SME)'))).toBe(false);
    expect(sameShape(ours, planShape('1 GB - 14 days (Corporate Gifting)'))).toBe(false);
    expect(sameShape(ours, planShape('2 GB - 30 days (Corporate Gifting)'))).toBe(false);
    expect(sameShape(planShape('1GB - 30 Days'), planShape('1GB - 30 Days'))).toBe(false);
  });
});

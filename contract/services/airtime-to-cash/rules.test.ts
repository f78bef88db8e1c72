import { airtimeToCashPayoutKobo, airtimeToCashPayoutNaira } from './rules';

describe('airtime-to-cash payout', () => {
  it('is the amount less the commission percent', () => {
    expect(airtimeToCashPayoutNaira(5000, 20)).toBe(4000);
    expect(airtimeToCashPayoutNaira(10000, 15)).toBe(8500);
  });

  it('rounds up to the naira', () => {
    // 5001 less 18% is 4100.82
    expect(airtimeToCashPayoutNaira(5001, 18)).toBe(4101);
    // 5000.50 less 15% is 4250.425
    expect(airtimeToCashPayoutKobo(500_050, 1500)).toBe(425_100);
    // 7777 less 17.5% is 6416.025
    expect(airtimeToCashPayoutNaira(7777, 17.5)).toBe(6417);
  });

  it('does not round an exact naira amount up', () => {
    expect(airtimeToCashPayoutKobo(600_000, 2000)).toBe(480_000);
  });
});

import { bankChargeKobo } from './charges';

describe('bank charges', () => {
  it('rehoboth is free under ₦5,000 and ₦30 from ₦5,000', () => {
    expect(bankChargeKobo('rehoboth', 1)).toBe(0);
    expect(bankChargeKobo('rehoboth', 499_999)).toBe(0); // ₦4,999.99
    expect(bankChargeKobo('rehoboth', 500_000)).toBe(3_000); // ₦5,000
    expect(bankChargeKobo('rehoboth', 10_000_000)).toBe(3_000);
  });

  it('moniepoint and wema take 0.85%, rounded to the nearest kobo with halves up', () => {
    for (const bank of ['moniepoint', 'wema'] as const) {
      expect(bankChargeKobo(bank, 500_000)).toBe(4_250); // ₦5,000 → ₦42.50
      expect(bankChargeKobo(bank, 499_999)).toBe(4_250); // 4,249.9915 kobo → 4,250
      expect(bankChargeKobo(bank, 100)).toBe(1); // 0.85 kobo → 1
      expect(bankChargeKobo(bank, 58)).toBe(0); // 0.493 kobo → 0
      expect(bankChargeKobo(bank, 1_000)).toBe(9); // 8.5 kobo → 9 (half up)
      expect(bankChargeKobo(bank, 3_000)).toBe(26); // 25.5 kobo → 26 (half up)
      expect(bankChargeKobo(bank, 123_457)).toBe(1_049); // 1,049.3845 → 1,049
    }
  });

  it('charges nothing on nonsense amounts', () => {
    expect(bankChargeKobo('wema', 0)).toBe(0);
    expect(bankChargeKobo('rehoboth', -500_000)).toBe(0);
  });
});

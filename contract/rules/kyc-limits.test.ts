import { KYC_LIMIT_MESSAGES, parseTierLimits, type TierLimitsInput } from './kyc-limits';

const tiers = (changes: Record<number, Partial<TierLimitsInput>> = {}): TierLimitsInput[] =>
  [
    { tier: 0, single_deposit: 20_000, daily_inflow: 50_000, balance: 50_000 },
    { tier: 1, single_deposit: 50_000, daily_inflow: 50_000, balance: 300_000 },
    { tier: 2, single_deposit: 100_000, daily_inflow: 200_000, balance: 500_000 },
    { tier: 3, single_deposit: 5_000_000, daily_inflow: 5_000_000, balance: null },
  ].map((row) => ({ ...row, ...changes[row.tier] }) as TierLimitsInput);

describe('parseTierLimits', () => {
  it('reads naira as typed or sent into kobo, empty and null as no limit', () => {
    const parsed = parseTierLimits(
      tiers({ 1: { single_deposit: '50000.05' }, 3: { daily_inflow: ' ' } }),
    );
    expect(parsed).toEqual({
      limits: expect.arrayContaining([
        { tier: 1, single_deposit: 5_000_005, daily_inflow: 5_000_000, balance: 30_000_000 },
        { tier: 3, single_deposit: 500_000_000, daily_inflow: null, balance: null },
      ]),
    });
  });

  it('refuses zero, negatives, a third decimal and words, on their fields', () => {
    const parsed = parseTierLimits(
      tiers({
        0: { single_deposit: 0 },
        1: { balance: '-5' },
        2: { daily_inflow: 200_000.005 },
        3: { single_deposit: 'lots' },
      }),
    );
    expect(parsed).toEqual({
      problems: {
        'tiers.0.single_deposit': KYC_LIMIT_MESSAGES.format,
        'tiers.1.balance': KYC_LIMIT_MESSAGES.format,
        'tiers.2.daily_inflow': KYC_LIMIT_MESSAGES.format,
        'tiers.3.single_deposit': KYC_LIMIT_MESSAGES.format,
      },
    });
  });

  it('refuses a higher tier that allows less than a lower one, no limit being above any amount', () => {
    expect(parseTierLimits(tiers({ 2: { balance: null }, 3: { balance: 600_000 } }))).toEqual({
      problems: { 'tiers.3.balance': KYC_LIMIT_MESSAGES.belowLower('balance', 2, null) },
    });
    expect(parseTierLimits(tiers({ 2: { single_deposit: 40_000 } }))).toEqual({
      problems: {
        'tiers.2.single_deposit': KYC_LIMIT_MESSAGES.belowLower('single_deposit', 1, 5_000_000),
      },
    });
    expect(KYC_LIMIT_MESSAGES.belowLower('balance', 2, null)).toBe(
      'A higher tier cannot allow less: Tier 2 allows any amount (wallet balance: no limit).',
    );
  });

  it('asks for each of the four tiers once', () => {
    expect(parseTierLimits(tiers().slice(0, 3))).toEqual({
      problems: { tiers: KYC_LIMIT_MESSAGES.allTiers },
    });
  });
});

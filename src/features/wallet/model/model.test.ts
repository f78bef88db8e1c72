import { WALLET_MESSAGES } from '@contract/rules';
import { buildLevelPrices } from '@/shared/lib/test';
import {
  isTransferableAmount,
  toTransferBonusRequest,
  transferBonusSchema,
} from './transfer-bonus';
import {
  isDowngrade,
  levelOptions,
  toUpgradeLevelRequest,
  upgradeLevelSchema,
} from './upgrade-level';

const firstError = (run: () => unknown) => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('transfer bonus rules', () => {
  it.each([
    ['', WALLET_MESSAGES.amountRequired],
    ['   ', WALLET_MESSAGES.amountRequired],
    ['999.99', WALLET_MESSAGES.bonusMinimum],
    ['0', WALLET_MESSAGES.amountRequired],
    ['1000.555', WALLET_MESSAGES.amountDecimals],
    ['1000', undefined],
    ['2500.50', undefined],
  ])('checks the typed amount %j', (amount, message) => {
    expect(firstError(() => transferBonusSchema.validateSync({ amount }))).toBe(message);
  });

  it('allows sending only from ₦1000 up', () => {
    expect(isTransferableAmount('')).toBe(false);
    expect(isTransferableAmount('999')).toBe(false);
    expect(isTransferableAmount('abc')).toBe(false);
    expect(isTransferableAmount('1000')).toBe(true);
    expect(isTransferableAmount(1000)).toBe(true);
    expect(isTransferableAmount(999.99)).toBe(false);
  });

  it('sends the typed amount as a number', () => {
    expect(toTransferBonusRequest({ amount: ' 1500.25 ' })).toEqual({ amount: 1500.25 });
  });
});

describe('upgrade level rules', () => {
  it('requires a level from the list', () => {
    expect(firstError(() => upgradeLevelSchema.validateSync({ level: '' }))).toBe(
      WALLET_MESSAGES.levelRequired,
    );
    expect(firstError(() => upgradeLevelSchema.validateSync({ level: 'gold' }))).toBe(
      WALLET_MESSAGES.levelRequired,
    );
    expect(firstError(() => upgradeLevelSchema.validateSync({ level: 'agent' }))).toBeUndefined();
  });

  const levels = buildLevelPrices();

  it('lists all four levels with prices and marks the current one', () => {
    expect(levelOptions(levels, 'agent')).toEqual([
      { value: 'normal', label: 'Normal - ₦50.00', disabled: false },
      { value: 'agent', label: 'Agent - ₦100.00 (current)', disabled: true },
      { value: 'reseller', label: 'Reseller - ₦5,000.00', disabled: false },
      { value: 'api', label: 'API - ₦10,000.00', disabled: false },
    ]);
  });

  it("shows the operator's current prices, not the ones the app was built with", () => {
    expect(levelOptions(buildLevelPrices({ agent: 150 }), 'normal')[1]).toEqual({
      value: 'agent',
      label: 'Agent - ₦150.00',
      disabled: false,
    });
  });

  it('tells a downgrade from an upgrade', () => {
    expect(isDowngrade(levels, 'reseller', 'agent')).toBe(true);
    expect(isDowngrade(levels, 'reseller', 'api')).toBe(false);
    expect(isDowngrade(levels, 'reseller', 'reseller')).toBe(false);
    expect(isDowngrade(levels, undefined, 'normal')).toBe(false);
  });

  it("sends the level's name and the price shown", () => {
    expect(toUpgradeLevelRequest(levels, { level: 'reseller' })).toEqual({
      level: 'reseller',
      amount: 5000,
    });
    expect(
      toUpgradeLevelRequest(buildLevelPrices({ reseller: 4500 }), { level: 'reseller' }),
    ).toEqual({ level: 'reseller', amount: 4500 });
  });
});

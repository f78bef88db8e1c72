import { object, string } from 'yup';
import type { LevelPrice, UpgradeUserRequest } from '@contract/api';
import { LEVELS, levelTitle } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { WALLET_MESSAGES } from '@contract/rules';

export interface UpgradeLevelValues {
  /** a level name, or '' before one is chosen */
  level: string;
}

export const upgradeLevelInitialValues: UpgradeLevelValues = { level: '' };

const LEVEL_NAMES = LEVELS.map((level) => level.name);

/** The level named `name` in the operator's current price list. */
export const findLevel = (levels: readonly LevelPrice[], name: string | undefined) =>
  levels.find((level) => level.name === name);

/** 'Choose a level from the list' for no choice or a name that is not a level. */
export const upgradeLevelSchema = object({
  level: string()
    .required(WALLET_MESSAGES.levelRequired)
    .oneOf(LEVEL_NAMES, WALLET_MESSAGES.levelRequired),
});

export interface LevelOption {
  value: string;
  label: string;
  disabled: boolean;
}

/** Every level with its current price ('Agent - ₦100.00'); the user's own is marked and disabled. */
export const levelOptions = (levels: readonly LevelPrice[], current: string | undefined) =>
  levels.map<LevelOption>((level) => ({
    value: level.name,
    label: `${levelTitle(level.name)} - ${formatNaira(level.price)}${
      level.name === current ? ' (current)' : ''
    }`,
    disabled: level.name === current,
  }));

/** Moving to a lower level than the current one: free and immediate on the server. */
export const isDowngrade = (
  levels: readonly LevelPrice[],
  current: string | undefined,
  target: string | undefined,
) => {
  const from = findLevel(levels, current);
  const to = findLevel(levels, target);
  return Boolean(from && to && to.id < from.id);
};

/** The level's name and the price the screen showed (the server rejects a stale price). */
export const toUpgradeLevelRequest = (
  levels: readonly LevelPrice[],
  values: UpgradeLevelValues,
): UpgradeUserRequest => ({
  level: values.level,
  amount: findLevel(levels, values.level)?.price ?? null,
});

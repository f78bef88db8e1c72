import { object, string } from 'yup';
import type { UpgradeUserRequest } from '@/shared/api';
import { LEVELS, levelTitle, type LevelName } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { WALLET_MESSAGES } from '@contract/rules';

export interface UpgradeLevelValues {
  /** a level name, or '' before one is chosen */
  level: string;
}

export const upgradeLevelInitialValues: UpgradeLevelValues = { level: '' };

const LEVEL_NAMES = LEVELS.map((level) => level.name);

export const findLevel = (name: string | undefined) => LEVELS.find((level) => level.name === name);

/** SPEC 5: 'Choose a level from the list'. */
export const upgradeLevelSchema = object({
  level: string()
    .required(WALLET_MESSAGES.levelRequired)
    .oneOf(LEVEL_NAMES, WALLET_MESSAGES.levelRequired),
});

export interface LevelOption {
  value: LevelName;
  label: string;
  disabled: boolean;
}

/** All four levels with their prices ('Agent - ₦100.00'); the current one is marked and disabled. */
export const levelOptions = (current: string | undefined): LevelOption[] =>
  LEVELS.map((level) => ({
    value: level.name,
    label: `${levelTitle(level.name)} - ${formatNaira(level.price)}${
      level.name === current ? ' (current)' : ''
    }`,
    disabled: level.name === current,
  }));

/** Moving to a lower level than the current one: free and immediate on the server. */
export const isDowngrade = (current: string | undefined, target: string | undefined) => {
  const from = findLevel(current);
  const to = findLevel(target);
  return Boolean(from && to && to.id < from.id);
};

/** The level's name and the price the screen showed (the server rejects a stale price). */
export const toUpgradeLevelRequest = (values: UpgradeLevelValues): UpgradeUserRequest => ({
  level: values.level,
  amount: findLevel(values.level)?.price ?? null,
});

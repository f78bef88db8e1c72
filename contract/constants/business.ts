import { sentenceCase } from '../format/text';
import { minimumOf } from '../services/registry';

/** Limits of what customers may buy, send and type; money in naira. */
export const LIMITS = {
  minAirtime: minimumOf('airtime'),
  minData: minimumOf('data'),
  minCable: minimumOf('cable'),
  minElectricity: minimumOf('electricity'),
  minAirtimeToCash: minimumOf('airtimeToCash'),
  minCardFunding: 1000,
  minBonusTransfer: 1000,
  passwordMinLength: 8,
  ninLength: 11,
  /** Termii's sender ID: 3 to 11 characters */
  smsSenderMinLength: 3,
  smsSenderMaxLength: 11,
  smsPageLength: 160,
  smsMaxLength: 480,
} as const;

export const HEAR_US_OPTIONS = [
  'Facebook',
  'Instagram',
  'Twitter',
  'Google',
  'From a Friend',
] as const;
export type HearUs = (typeof HEAR_US_OPTIONS)[number];

export const LEVELS = [
  { id: 1, name: 'normal', title: 'Normal', price: 50 },
  { id: 2, name: 'agent', title: 'Agent', price: 100 },
  { id: 3, name: 'reseller', title: 'Reseller', price: 5000 },
  { id: 4, name: 'api', title: 'API', price: 10000 },
] as const;
export type LevelName = (typeof LEVELS)[number]['name'];

/** A level as customers read it everywhere ('API', never 'Api'); an unknown name in sentence case. */
export const levelTitle = (name: string): string =>
  LEVELS.find((level) => level.name === name.toLowerCase())?.title ?? sentenceCase(name);

export { CATEGORY_IDS } from '../services/registry';
export type { CategoryId } from '../services/registry';

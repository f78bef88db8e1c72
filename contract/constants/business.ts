import { sentenceCase } from '../format/text';
/** Limits of what customers may buy, send and type; money in naira. */
export const LIMITS = {
  minAirtime: 100,
  minData: 10,
  minCable: 100,
  minElectricity: 500,
  minAirtimeToCash: 5000,
  minCardFunding: 1000,
  minBonusTransfer: 1000,
  passwordMinLength: 8,
  ninLength: 11,
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

export const CATEGORY_IDS = {
  airtime: 1,
  data: 2,
  cable: 3,
  electricity: 4,
  airtimeToCash: 5,
  exam: 6,
  sms: 10,
} as const;
export type CategoryId = (typeof CATEGORY_IDS)[keyof typeof CATEGORY_IDS];

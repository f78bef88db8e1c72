import { sentenceCase } from '../lib/format/text';
/** Business constants of SPEC section 9, in naira where money. */
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

export const DELAYS_MS = {
  toast: 5000,
  loginRedirect: 1000,
  registerRedirect: 3500,
  resetRedirect: 3500,
  checkoutRedirect: 1000,
  accountCreatedReload: 3500,
} as const;

/** Button labels while a request is on its way (SPEC 4). */
export const BUSY_LABELS = {
  processing: 'Processing...',
  purchase: 'Processing... Please wait.',
  login: 'Authenticating... Please wait.',
  register: 'Creating account... Please wait.',
} as const;

export const COLORS = {
  /** the confirm dialog's Yes: a shade of the original #0a8aaf that gives white text 5.4:1 (was 4.0) */
  confirm: '#077491',
  /** the dialog's No; its text is dark, 6.4:1 (white gave 2.6) */
  cancel: '#ff7674',
  cancelText: '#1f1f1f',
  chatWidget: '#FF6550',
  brand: '#0a8a4f',
  /** brand green dark enough for small text and for white text on it (5.4:1) */
  brandStrong: '#087a45',
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

export const TERMS_EFFECTIVE_DATE = '5 Jan 2024';

// the one module, not the constants' index: the whole index would join the first load
import { BEST_AIRTIME_DISCOUNT_PERCENT } from '@contract/constants/discount';
import { ROUTES } from '@/shared/config';

export type IconName =
  | 'clock'
  | 'shield'
  | 'wallet'
  | 'phone'
  | 'wifi'
  | 'tv'
  | 'bolt'
  | 'user-plus'
  | 'login'
  | 'card'
  | 'cart';

export interface Highlight {
  icon: IconName;
  title: string;
  text: string;
}

export const HIGHLIGHTS: readonly Highlight[] = [
  {
    icon: 'clock',
    title: '24/7 availability',
    text: 'Top up at midnight, on weekends or on public holidays: our platform runs round the clock and delivers in seconds.',
  },
  {
    icon: 'shield',
    title: 'Secure transactions',
    text: 'Encrypted connections, protected accounts and a reference for every purchase that you can track from your dashboard.',
  },
  {
    icon: 'wallet',
    title: 'Payment options',
    text: 'Fund your wallet by card or by bank transfer to your own virtual account.',
  },
];

export interface Service {
  icon: IconName;
  title: string;
  text: string;
  action: string;
  /** the service's purchase screen (the route guard sends a signed-out visitor through login) */
  to: string;
}

export const SERVICES: readonly Service[] = [
  {
    icon: 'phone',
    title: 'Airtime',
    text: `Recharge MTN, Glo, Airtel and 9mobile lines instantly, with discounts of up to ${BEST_AIRTIME_DISCOUNT_PERCENT}% depending on the network and your level.`,
    action: 'Buy Airtime',
    to: ROUTES.airtime,
  },
  {
    icon: 'wifi',
    title: 'Data',
    text: 'Affordable SME, gifting and corporate gifting bundles for every network, delivered in seconds.',
    action: 'Buy Data',
    to: ROUTES.data,
  },
  {
    icon: 'tv',
    title: 'Cable TV',
    text: 'Renew DStv, GOtv, StarTimes and Showmax subscriptions with no convenience fee.',
    action: 'Pay for Cable TV',
    to: ROUTES.cable,
  },
  {
    icon: 'bolt',
    title: 'Electricity',
    text: 'Pay prepaid and postpaid meters for all twelve distribution companies, with no convenience fee.',
    action: 'Pay Electricity Bill',
    to: ROUTES.electricity,
  },
];

export interface Step {
  icon: IconName;
  title: string;
  text: string;
}

export const STEPS: readonly Step[] = [
  {
    icon: 'user-plus',
    title: 'Register',
    text: 'Create a free account with your name, e-mail address and phone number.',
  },
  {
    icon: 'login',
    title: 'Login',
    text: 'Sign in to your dashboard from your phone, tablet or computer.',
  },
  {
    icon: 'card',
    title: 'Fund Wallet',
    text: 'Add money by card or by bank transfer to your virtual account.',
  },
  {
    icon: 'cart',
    title: 'Start buying',
    text: 'Buy airtime, data, cable TV, electricity and exam pins in a few taps.',
  },
];

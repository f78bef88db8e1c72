import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

export const TAGS = {
  user: 'User',
  notification: 'Notification',
  prices: 'Prices',
  packages: 'Packages',
  transactions: 'Transactions',
  apiKeys: 'ApiKeys',
  planMap: 'PlanMap',
  testOrders: 'TestOrders',
  beneficiaries: 'Beneficiaries',
  schedules: 'Schedules',
  problemReports: 'ProblemReports',
  // the customer's identity tier, limits and hold (verifying changes them, and the user)
  kyc: 'Kyc',
  // e-PINs: the stock list and totals (a purchase or a mark changes them), the seller printed on cards
  epinStock: 'EpinStock',
  epinSeller: 'EpinSeller',
  // The operator console's lists; an action invalidates the ones it changes.
  consoleMe: 'ConsoleMe',
  staff: 'Staff',
  customers: 'Customers',
  audit: 'Audit',
  consoleTransactions: 'ConsoleTransactions',
  consoleCatalogue: 'ConsoleCatalogue',
  consoleProviders: 'ConsoleProviders',
  consoleOffers: 'ConsoleOffers',
  consoleSettings: 'ConsoleSettings',
  consolePaymentProviders: 'ConsolePaymentProviders',
  approvals: 'Approvals',
  consoleSecurity: 'ConsoleSecurity',
  consoleSessions: 'ConsoleSessions',
  // identity tiers in the console: a customer's status, the review queue, held wallets, limits
  consoleKyc: 'ConsoleKyc',
} as const;

/** The one API slice; entities and features add endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: Object.values(TAGS),
  endpoints: () => ({}),
});

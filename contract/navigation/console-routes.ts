/** The operator console's paths, written once (menu, router, links, and the server's e-mails). */
export const CONSOLE_ROUTES = {
  overview: '/console',
  customers: '/console/customers',
  customer: (id: number | string) => `/console/customers/${id}`,
  transactions: '/console/transactions',
  transaction: (ref: string) => `/console/transactions/${encodeURIComponent(ref)}`,
  attention: '/console/attention',
  conflicts: '/console/conflicts',
  problemReports: '/console/problem-reports',
  reconciliation: '/console/reconciliation',
  providers: '/console/providers',
  paymentProviders: '/console/payment-providers',
  airtimeToCash: '/console/airtime-to-cash',
  catalogue: '/console/catalogue',
  /** the catalogue filtered to the prices that sell below cost */
  catalogueBelowCost: '/console/catalogue?below_cost=true',
  notice: '/console/notice',
  messages: '/console/messages',
  audit: '/console/audit',
  webhooks: '/console/webhooks',
  staff: '/console/staff',
  approvals: '/console/approvals',
  /** identity tiers: the tier-3 review queue, held wallets and the tiers' limits */
  kyc: '/console/kyc',
  security: '/console/security',
  alerts: '/console/alerts',
  sentAlerts: '/console/alerts/sent',
} as const;

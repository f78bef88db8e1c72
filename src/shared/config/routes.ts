import { SERVICES, serviceByType, type ServiceKey } from '@contract/services';

/** The purchase screen of every service, from the service registry. */
const SERVICE_ROUTES = Object.fromEntries(
  SERVICES.map((service) => [service.key, `/dashboard/${service.path}`]),
) as Record<ServiceKey, string>;

/** Every path of the public site and the dashboard, written once. */
export const ROUTES = {
  ...SERVICE_ROUTES,
  home: '/',
  about: '/about',
  pricing: '/pricing',
  faq: '/faq',
  contact: '/contact',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  passwordResetConfirm: '/password-reset/confirm/',
  dashboard: '/dashboard',
  fundWallet: '/dashboard/fund-wallet',
  verifyIdentity: '/dashboard/verify',
  upgrade: '/dashboard/upgrade',
  transactions: '/dashboard/transactions',
  bulkTopUp: '/dashboard/bulk',
  transactionDetails: (id: number | string) => `/dashboard/transactions/details/${id}`,
  profile: '/dashboard/profile',
  schedules: '/dashboard/schedules',
  transferBonus: '/dashboard/transfer-bonus',
  paymentCallback: '/dashboard/callback',
} as const;

/**
 * Where a "Buy" link of the public site goes: the service's purchase screen (a category type such
 * as 'airtime'), or the dashboard for a type no screen sells. A signed-out visitor is sent through
 * login by the route guard and comes back to it.
 */
export function buyPathOf(type: string): string {
  const service = serviceByType(type);
  return service ? ROUTES[service.key] : ROUTES.dashboard;
}

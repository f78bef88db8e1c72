/** Every page a visitor can open without signing in. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/pricing',
  '/faq',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
  '/login',
  '/register',
  '/forgot-password',
];

/** Every dashboard page of the sidebar, the dashboard itself and the bonus transfer. */
export const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/fund-wallet',
  '/dashboard/purchase-airtime',
  '/dashboard/purchase-data',
  '/dashboard/pay-for-tv',
  '/dashboard/pay-for-electricity',
  '/dashboard/purchase-exam-pins',
  '/dashboard/airtime-to-cash',
  '/dashboard/send-sms',
  '/dashboard/upgrade',
  '/dashboard/transactions',
  '/dashboard/profile',
  '/dashboard/transfer-bonus',
];

export const WIDTHS = [360, 375, 1280] as const;

/** A phone-sized or desktop viewport of the given width. */
export const viewportOf = (width: number) => ({ width, height: width < 768 ? 740 : 800 });

import type { RouteObject } from 'react-router-dom';
import { SERVICES } from '@contract/services';
import { page } from './lazy-page';
import { servicePage } from './service-pages';

/*
 * The dashboard's pages under /dashboard/ (its index, the dashboard itself, is in the first load):
 * their table arrives in its own chunk when a dashboard page is first opened, so the public site's
 * first load carries none of it. The server preloads it with every signed-in page.
 */

const comingSoon = (path: string, title: string) =>
  page(path, title, () => import('@/pages/coming-soon').then((m) => m.ComingSoonPage));

export const dashboardPages: RouteObject[] = [
  page('fund-wallet', 'Fund Wallet', () =>
    import(/* webpackChunkName: "page-fund-wallet" */ '@/pages/fund-wallet').then(
      (m) => m.FundWalletPage,
    ),
  ),
  page('verify', 'Verify your identity', () =>
    import(/* webpackChunkName: "page-verify-identity" */ '@/pages/verify-identity').then(
      (m) => m.VerifyIdentityPage,
    ),
  ),
  ...SERVICES.map(servicePage),
  page('recharge-cards/stock', 'My recharge cards', () =>
    import(/* webpackChunkName: "page-recharge-cards-stock" */ '@/pages/epin-stock').then(
      (m) => m.EpinStockPage,
    ),
  ),
  page('recharge-cards/batches/:id', 'Recharge card batch', () =>
    import(/* webpackChunkName: "page-recharge-cards-batch" */ '@/pages/epin-batch').then(
      (m) => m.EpinBatchPage,
    ),
  ),
  page('upgrade', 'Upgrade Level', () =>
    import(/* webpackChunkName: "page-upgrade" */ '@/pages/upgrade').then((m) => m.UpgradePage),
  ),
  page('bulk', 'Bulk top-up', () =>
    import(/* webpackChunkName: "page-bulk-top-up" */ '@/pages/bulk-top-up').then(
      (m) => m.BulkTopUpPage,
    ),
  ),
  page('transactions', 'Transactions', () =>
    import(/* webpackChunkName: "page-transactions" */ '@/pages/transactions').then(
      (m) => m.TransactionsPage,
    ),
  ),
  page('transactions/details/:id', 'Transaction Details', () =>
    import(/* webpackChunkName: "page-transaction-details" */ '@/pages/transaction-details').then(
      (m) => m.TransactionDetailsPage,
    ),
  ),
  page('schedules', 'Scheduled top-ups', () =>
    import(/* webpackChunkName: "page-schedules" */ '@/pages/schedules').then(
      (m) => m.SchedulesPage,
    ),
  ),
  page('profile', 'Profile', () =>
    import(/* webpackChunkName: "page-profile" */ '@/pages/profile').then((m) => m.ProfilePage),
  ),
  page('transfer-bonus', 'Transfer Bonus', () =>
    import(/* webpackChunkName: "page-transfer-bonus" */ '@/pages/transfer-bonus').then(
      (m) => m.TransferBonusPage,
    ),
  ),
  page('callback', 'Card payment', () =>
    import(/* webpackChunkName: "page-callback" */ '@/pages/payment-callback').then(
      (m) => m.PaymentCallbackPage,
    ),
  ),
  comingSoon('*', 'Page Not Found'),
];

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { reportAssetFailure } from '@/shared/lib/dom';

/*
 * The operator console at /console: its own chunks (layout and each screen), never loaded by the
 * public pages or the customer dashboard. Each screen is one line here; its roles are checked by
 * the server and, for the page itself, by the layout from the menu entry of its path.
 */

const lazyComponent = (load: () => Promise<ComponentType>) => async () => {
  try {
    return { Component: await load() };
  } catch (error) {
    reportAssetFailure(error);
    throw error;
  }
};

const screen = (path: string, title: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  handle: { title },
  lazy: lazyComponent(load),
});

const notFound = () => import('@/pages/console/not-found').then((m) => m.ConsoleNotFoundPage);

export const consoleRoute: RouteObject = {
  path: '/console',
  lazy: lazyComponent(() => import('@/widgets/console/shell').then((m) => m.ConsoleShell)),
  children: [
    {
      index: true,
      handle: { title: 'Overview' },
      lazy: lazyComponent(() =>
        import('@/pages/console/overview').then((m) => m.ConsoleOverviewPage),
      ),
    },
    screen('customers', 'Customers', () =>
      import('@/pages/console/customers').then((m) => m.ConsoleCustomersPage),
    ),
    screen('customers/:id', 'Customer', () =>
      import('@/pages/console/customer').then((m) => m.ConsoleCustomerPage),
    ),
    screen('transactions', 'Transactions', () =>
      import('@/pages/console/transactions').then((m) => m.ConsoleTransactionsPage),
    ),
    screen('transactions/:ref', 'Transaction', () =>
      import('@/pages/console/transactions').then((m) => m.ConsoleTransactionPage),
    ),
    screen('attention', 'Needs attention', () =>
      import('@/pages/console/attention').then((m) => m.ConsoleAttentionPage),
    ),
    screen('conflicts', 'Conflicts', () =>
      import('@/pages/console/conflicts').then((m) => m.ConsoleConflictsPage),
    ),
    screen('problem-reports', 'Problem reports', () =>
      import('@/pages/console/problem-reports').then((m) => m.ConsoleProblemReportsPage),
    ),
    screen('reconciliation', 'Reconciliation', () =>
      import('@/pages/console/reconciliation').then((m) => m.ConsoleReconciliationPage),
    ),
    screen('providers', 'Providers', () =>
      import('@/pages/console/providers').then((m) => m.ConsoleProvidersPage),
    ),
    screen('payment-providers', 'Payments providers', () =>
      import('@/pages/console/payment-providers').then((m) => m.ConsolePaymentProvidersPage),
    ),
    screen('airtime-to-cash', 'Airtime to cash', () =>
      import('@/pages/console/airtime-to-cash').then((m) => m.ConsoleAirtimeToCashPage),
    ),
    screen('catalogue', 'Catalogue & prices', () =>
      import('@/pages/console/catalogue').then((m) => m.ConsoleCataloguePage),
    ),
    screen('notice', 'Notice', () =>
      import('@/pages/console/notice').then((m) => m.ConsoleNoticePage),
    ),
    screen('messages', 'Messages', () =>
      import('@/pages/console/messages').then((m) => m.ConsoleMessagesPage),
    ),
    screen('approvals', 'Approvals', () =>
      import('@/pages/console/approvals').then((m) => m.ConsoleApprovalsPage),
    ),
    screen('kyc', 'Identity reviews', () =>
      import('@/pages/console/kyc').then((m) => m.ConsoleKycPage),
    ),
    screen('audit', 'Audit log', () =>
      import('@/pages/console/audit').then((m) => m.ConsoleAuditPage),
    ),
    screen('webhooks', 'Webhook deliveries', () =>
      import('@/pages/console/webhooks').then((m) => m.ConsoleWebhooksPage),
    ),
    screen('staff', 'Staff', () => import('@/pages/console/staff').then((m) => m.ConsoleStaffPage)),
    screen('alerts', 'Alerts', () =>
      import('@/pages/console/alerts').then((m) => m.ConsoleAlertsPage),
    ),
    screen('alerts/sent', 'Sent alerts', () =>
      import('@/pages/console/alerts').then((m) => m.ConsoleSentAlertsPage),
    ),
    screen('security', 'Security', () =>
      import('@/pages/console/security').then((m) => m.ConsoleSecurityPage),
    ),
    screen('*', 'Page Not Found', notFound),
  ],
};

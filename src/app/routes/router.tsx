import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import type { ComponentType } from 'react';
import { SERVICES } from '@contract/services';
import { reportAssetFailure } from '@/shared/lib/dom';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { RouteTitle } from './RouteTitle';
import { RouteError } from './RouteError';
import { SERVICE_PAGES } from './service-pages';

/** A route whose component arrives in its own chunk. */
function lazyPage(load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      reportAssetFailure(error);
      throw error;
    }
  };
}

const page = (path: string, title: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  handle: { title },
  lazy: lazyPage(load),
});

// antd's stylesheet downloads beside the shell's scripts; the shell renders once both are in. Its
// tiny loader is asked for first, so the stylesheet is not queued behind some thirty scripts.
const antdShell = lazyPage(() =>
  Promise.all([
    import(/* webpackChunkName: "antd-stylesheet" */ '../styles/antd-stylesheet').then(
      (m) => m.antdStylesheet,
    ),
    import(/* webpackChunkName: "antd-shell" */ './AntdShell'),
  ]).then(([, m]) => m.AntdShell),
);

/** The signed-in antd shell, where the console's routes are added when first visited. */
const SIGNED_IN_SHELL = 'signed-in-shell';

const isConsolePath = (path: string) => path === '/console' || path.startsWith('/console/');

/**
 * The console's route table arrives with the console: not even its paths are in the first load of
 * the public site or the dashboard. React Router asks here when a path is matched only by a splat
 * (/console falls to the public not-found page until then), or has parameters.
 */
function discoverConsoleRoutes(signedIn: boolean): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch }) => {
    if (added || !isConsolePath(path)) return;
    const { consoleRoute } = await import('./console-routes');
    if (added) return;
    patch(SIGNED_IN_SHELL, [signedIn ? consoleRoute : withoutCode(consoleRoute)]);
    added = true;
  };
}

/**
 * A signed-in route as a visitor without a session meets it: the same path, none of its code.
 * React Router downloads the code of every matched route at once, before RequireAuth can send the
 * visitor to the login page: the antd shell, the layout and the page (some 230 KB on 3G) only to
 * redirect. Login ends in a full page load, which builds the routes again with their code.
 */
function withoutCode(route: RouteObject): RouteObject {
  if (route.index) return { ...route, lazy: undefined };
  return { ...route, lazy: undefined, children: route.children?.map(withoutCode) };
}

const comingSoon = (path: string, title: string) =>
  page(path, title, () => import('@/pages/coming-soon').then((m) => m.ComingSoonPage));

/** The signed-in pages: the antd shell, the dashboard layout and each page. */
const signedInShell: RouteObject = {
  id: SIGNED_IN_SHELL,
  lazy: antdShell,
  children: [
    {
      path: '/dashboard',
      lazy: lazyPage(() =>
        import(/* webpackChunkName: "dashboard-layout" */ '@/widgets/dashboard-layout').then(
          (m) => m.DashboardLayout,
        ),
      ),
      children: [
        {
          index: true,
          handle: { title: 'Dashboard' },
          lazy: lazyPage(() =>
            import(/* webpackChunkName: "page-dashboard" */ '@/pages/dashboard').then(
              (m) => m.DashboardPage,
            ),
          ),
        },
        page('fund-wallet', 'Fund Wallet', () =>
          import(/* webpackChunkName: "page-fund-wallet" */ '@/pages/fund-wallet').then(
            (m) => m.FundWalletPage,
          ),
        ),
        ...SERVICES.map((service) =>
          page(service.path, service.pageTitle, SERVICE_PAGES[service.key]),
        ),
        page('upgrade', 'Upgrade Level', () =>
          import(/* webpackChunkName: "page-upgrade" */ '@/pages/upgrade').then(
            (m) => m.UpgradePage,
          ),
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
          import(
            /* webpackChunkName: "page-transaction-details" */ '@/pages/transaction-details'
          ).then((m) => m.TransactionDetailsPage),
        ),
        page('schedules', 'Scheduled top-ups', () =>
          import(/* webpackChunkName: "page-schedules" */ '@/pages/schedules').then(
            (m) => m.SchedulesPage,
          ),
        ),
        page('profile', 'Profile', () =>
          import(/* webpackChunkName: "page-profile" */ '@/pages/profile').then(
            (m) => m.ProfilePage,
          ),
        ),
        page('transfer-bonus', 'Transfer Bonus', () =>
          import(/* webpackChunkName: "page-transfer-bonus" */ '@/pages/transfer-bonus').then(
            (m) => m.TransferBonusPage,
          ),
        ),
        page('callback', 'Payment Callback', () =>
          import(/* webpackChunkName: "page-callback" */ '@/pages/payment-callback').then(
            (m) => m.PaymentCallbackPage,
          ),
        ),
        comingSoon('*', 'Page Not Found'),
      ],
    },
  ],
};

/** Every route; the signed-in ones without their code for a visitor without a session. */
const routes = (signedIn: boolean): RouteObject[] => [
  {
    element: <RouteTitle />,
    errorElement: <RouteError />,
    // index.html's preloader covers the first chunk load.
    HydrateFallback: () => null,
    children: [
      {
        lazy: lazyPage(() => import('@/widgets/public-layout').then((m) => m.PublicLayout)),
        children: [
          page('/', 'Home', () => import('@/pages/home').then((m) => m.HomePage)),
          page('/about', 'About Us', () => import('@/pages/about').then((m) => m.AboutPage)),
          page('/pricing', 'Pricing', () => import('@/pages/pricing').then((m) => m.PricingPage)),
          page('/faq', 'FAQs', () => import('@/pages/faq').then((m) => m.FaqPage)),
          page('/contact', 'Contact Us', () =>
            import('@/pages/contact').then((m) => m.ContactPage),
          ),
          page('/terms-and-conditions', 'Terms and Conditions', () =>
            import('@/pages/terms').then((m) => m.TermsPage),
          ),
          page('/privacy-policy', 'Privacy Policy', () =>
            import('@/pages/privacy').then((m) => m.PrivacyPage),
          ),
          // The sign-in pages use plain form controls (shared/ui/form Plain*), not antd: they are
          // where a visitor on a slow phone waits first.
          {
            element: <RedirectIfSignedIn />,
            children: [
              page('/login', 'Login', () => import('@/pages/login').then((m) => m.LoginPage)),
              page('/register', 'Register', () =>
                import('@/pages/register').then((m) => m.RegisterPage),
              ),
            ],
          },
          page('/forgot-password', 'Forgot Password', () =>
            import('@/pages/forgot-password').then((m) => m.ForgotPasswordPage),
          ),
          page('/password-reset/confirm', 'Reset Password', () =>
            import('@/pages/password-reset-confirm').then((m) => m.PasswordResetConfirmPage),
          ),
          page('*', 'Page Not Found', () =>
            import('@/pages/not-found').then((m) => m.NotFoundPage),
          ),
        ],
      },
      {
        element: <RequireAuth />,
        children: [signedIn ? signedInShell : withoutCode(signedInShell)],
      },
    ],
  },
];

export const createRouter = (signedIn: boolean) =>
  createBrowserRouter(routes(signedIn), {
    patchRoutesOnNavigation: discoverConsoleRoutes(signedIn),
  });

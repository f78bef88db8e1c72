import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import type { AppStore } from '@/shared/lib/store';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { RouteTitle } from './RouteTitle';
import { RouteError } from './RouteError';
import { lazyPage, page, withoutCode } from './lazy-page';

// antd's stylesheet downloads beside the shell's scripts; the shell renders once both are in, with
// the answers the page carries already in the store. The stylesheet's tiny loader is asked for
// first, so the stylesheet is not queued behind some thirty scripts.
const antdShell = (store: AppStore) =>
  lazyPage(() =>
    Promise.all([
      import(/* webpackChunkName: "antd-stylesheet" */ '../styles/antd-stylesheet').then(
        (m) => m.antdStylesheet,
      ),
      import(/* webpackChunkName: "antd-shell" */ './antd-shell-steps')
        .then((steps) => steps.loadAntdShell())
        .then(async (m) => {
          await m.storeFirstReads(store, window.location.pathname);
          return m;
        }),
    ]).then(([, m]) => m.AntdShell),
  );

/** The signed-in antd shell, where the console's routes are added when first visited. */
const SIGNED_IN_SHELL = 'signed-in-shell';

/** The dashboard layout's route, where its pages are added when first visited. */
const DASHBOARD = 'dashboard';

const isConsolePath = (path: string) => path === '/console' || path.startsWith('/console/');
const isDashboardPage = (path: string) => path.startsWith('/dashboard/');

/**
 * The console's route table arrives with the console, and the dashboard's pages with the first
 * dashboard page: not even their paths are in the first load of the public site. React Router
 * asks here when a path is matched only by a splat (the public not-found page until then), or has
 * parameters.
 */
function discoverRoutes(signedIn: boolean): PatchRoutesOnNavigationFunction {
  let consoleAdded = false;
  let dashboardAdded = false;
  const code = (route: RouteObject) => (signedIn ? route : withoutCode(route));
  return async ({ path, patch }) => {
    if (!consoleAdded && isConsolePath(path)) {
      const { consoleRoute } = await import('./console-routes');
      if (consoleAdded) return;
      patch(SIGNED_IN_SHELL, [code(consoleRoute)]);
      consoleAdded = true;
    } else if (!dashboardAdded && isDashboardPage(path)) {
      const { dashboardPages } = await import(
        /* webpackChunkName: "dashboard-routes" */ './dashboard-pages'
      );
      if (dashboardAdded) return;
      patch(DASHBOARD, dashboardPages.map(code));
      dashboardAdded = true;
    }
  };
}

/** The signed-in pages: the antd shell, the dashboard layout and each page. */
const signedInShell = (store: AppStore): RouteObject => ({
  id: SIGNED_IN_SHELL,
  lazy: antdShell(store),
  children: [
    {
      id: DASHBOARD,
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
      ],
    },
  ],
});

/** Every route; the signed-in ones without their code for a visitor without a session. */
const routes = (signedIn: boolean, store: AppStore): RouteObject[] => [
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
          page('/opt-out/:token', 'Marketing messages', () =>
            import('@/pages/opt-out').then((m) => m.OptOutPage),
          ),
          page('*', 'Page Not Found', () =>
            import('@/pages/not-found').then((m) => m.NotFoundPage),
          ),
        ],
      },
      {
        element: <RequireAuth />,
        children: [signedIn ? signedInShell(store) : withoutCode(signedInShell(store))],
      },
    ],
  },
];

export const createRouter = (signedIn: boolean, store: AppStore) =>
  createBrowserRouter(routes(signedIn, store), {
    patchRoutesOnNavigation: discoverRoutes(signedIn),
  });

export type AppRouter = ReturnType<typeof createRouter>;

import { http, HttpResponse } from 'msw';
import type { ConsoleMe, ConsoleSettings, StaffRole, Trends } from '@contract/api/console';
import { apiUrl, mswServer } from './msw-server';

/** A signed-in staff member of `role` as `console/me` answers. */
export const consoleStaff = (role: StaffRole): ConsoleMe => ({
  id: role === 'owner' ? 1 : 2,
  email: `${role}@nairatop.ng`,
  name: role === 'owner' ? 'Ada Owner' : 'Bayo Support',
  role,
  manual_credit_limit_kobo: role === 'owner' ? null : 5_000_000,
});

/**
 * The console's `me` and settings for a test: who is signed in and what support may export (by
 * default nothing). A test's own handlers added later take precedence.
 */
export function serveConsoleStaff(role: StaffRole, settings: Partial<ConsoleSettings> = {}) {
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: consoleStaff(role) })),
    http.get(apiUrl('console/settings'), () =>
      HttpResponse.json({
        data: {
          support_may_export_transactions: false,
          updated_at: null,
          updated_by: null,
          ...settings,
        } satisfies ConsoleSettings,
      }),
    ),
  );
}

/** The owner's charts with no days, for screens that draw them below what a test looks at. */
export function serveNoTrends() {
  const empty: Trends = {
    range: '30d',
    from: '2026-11-01',
    to: '2026-11-30',
    days: [],
    services: [],
    providers: [],
    networks: [],
    active_customers: 0,
  };
  mswServer.use(
    http.get(apiUrl('console/overview/trends'), () => HttpResponse.json({ data: empty })),
  );
}

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type AlertSettings, type ChangeAlertSettingsRequest } from '@contract/api/console';
import { ALERT_KINDS } from '@contract/constants/alerts';
import { REASON_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  serveConsoleStaff,
  setupUser,
} from '@/shared/lib/test';
import { AlertSettingsPanel } from './AlertSettingsPanel';

const defaults = (): AlertSettings => ({
  kinds_on: [...ALERT_KINDS],
  failure_rate_percent: 30,
  failure_min_purchases: 20,
  attention_age_minutes: 60,
  webhook_backlog: 100,
  quiet_hours_on: true,
  quiet_start: '22:00',
  quiet_end: '07:00',
  low_float_naira: 50_000,
  me: { opted_in: false, muted_kinds: [] },
  recipients: [
    { email: 'owner@nairatop.ng', name: 'Ada Owner', role: 'owner', receives: [...ALERT_KINDS] },
    { email: 'support@nairatop.ng', name: 'Bayo Support', role: 'support', receives: [] },
  ],
  updated_at: null,
  updated_by: null,
});

/** The server's settings, changed by the form's requests as the server would. */
function serveSettings() {
  let settings = defaults();
  const sent: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/alerts/settings'), () => HttpResponse.json({ data: settings })),
    http.put(apiUrl('console/alerts/settings'), async ({ request }) => {
      const body = (await request.json()) as ChangeAlertSettingsRequest;
      sent.push(body);
      const { reason: _reason, ...change } = body;
      settings = {
        ...settings,
        ...change,
        updated_at: '2026-11-30T10:00:00.000Z',
        updated_by: 'owner@nairatop.ng',
      };
      return HttpResponse.json({ data: settings });
    }),
    http.put(apiUrl('console/alerts/subscription'), async ({ request }) => {
      const body = (await request.json()) as AlertSettings['me'];
      sent.push(body);
      settings = { ...settings, me: body };
      return HttpResponse.json({ data: settings });
    }),
  );
  return sent;
}

beforeEach(() => writeAccessToken('staff-token'));

it('lets an owner change thresholds and quiet hours with a reason, and turn a kind off', async () => {
  serveConsoleStaff('owner');
  const sent = serveSettings();
  renderWithProviders(<AlertSettingsPanel />);
  const user = setupUser();
  const form = await screen.findByRole('form', { name: 'Alert settings' });
  expect(
    within(form).getByText(/alerts are still e-mailed, but their SMS is held/),
  ).toBeInTheDocument();
  expect(within(form).getByText(/Low float: below ₦50,000/)).toBeInTheDocument();

  const rate = within(form).getByLabelText('Failure rate on a network');
  await user.clear(rate);
  await user.paste('45');
  await user.click(within(form).getByRole('checkbox', { name: 'Webhook backlog growing' }));
  const from = within(form).getByLabelText('Quiet from');
  await user.clear(from);
  await user.type(from, '23:30');
  await user.click(within(form).getByRole('button', { name: 'Save alert settings' }));
  expect(await within(form).findByText(REASON_MESSAGES.tooShort)).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.click(within(form).getByLabelText(/Reason/));
  await user.paste('texts at 10 pm woke the team');
  await user.click(within(form).getByRole('button', { name: 'Save alert settings' }));
  expect(await screen.findByText('Alert settings saved.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      kinds_on: ALERT_KINDS.filter((kind) => kind !== 'webhook_backlog'),
      failure_rate_percent: 45,
      failure_min_purchases: 20,
      attention_age_minutes: 60,
      webhook_backlog: 100,
      quiet_hours_on: true,
      quiet_start: '23:30',
      quiet_end: '07:00',
      reason: 'texts at 10 pm woke the team',
    },
  ]);
  expect(await screen.findByText(/Last changed by owner@nairatop.ng/)).toBeInTheDocument();
});

it('shows support the settings read-only and lets them opt themselves in', async () => {
  serveConsoleStaff('support');
  const sent = serveSettings();
  renderWithProviders(<AlertSettingsPanel />);
  const user = setupUser();
  const form = await screen.findByRole('form', { name: 'Alert settings' });
  expect(screen.getByText('Only an owner changes these.')).toBeInTheDocument();
  expect(within(form).getByLabelText('Failure rate on a network')).toBeDisabled();
  expect(within(form).queryByRole('button', { name: 'Save alert settings' })).toBeNull();

  const mine = screen.getByRole('region', { name: 'Your alerts' });
  expect(within(mine).getByRole('checkbox', { name: 'Low provider float' })).toBeDisabled();
  await user.click(within(mine).getByRole('switch', { name: 'Send me alerts' }));
  await user.click(within(mine).getByRole('checkbox', { name: 'Low provider float' }));
  await user.click(within(mine).getByRole('button', { name: 'Save my alerts' }));
  expect(await screen.findByText('Your alerts are saved.')).toBeInTheDocument();
  expect(sent).toEqual([{ opted_in: true, muted_kinds: ['low_float'] }]);
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleMe, ConsoleSettings, StaffMember } from '@contract/api/console';
import { REASON_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
  serveConsoleStaff,
} from '@/shared/lib/test';
import { StaffManager } from './StaffManager';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const owner: ConsoleMe = {
  id: 1,
  email: 'owner@nairatop.ng',
  name: 'Ada Owner',
  role: 'owner',
  manual_credit_limit_kobo: null,
};

const member = (id: number, email: string, role: StaffMember['role']): StaffMember => ({
  id,
  email,
  name: email.split('@')[0] ?? email,
  role,
  created_at: '2026-11-20T09:00:00.000Z',
});

it('adds a registered user by e-mail and shows them in the list', async () => {
  const staff = [member(1, owner.email, 'owner')];
  const added: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: owner })),
    http.get(apiUrl('console/staff'), () => HttpResponse.json({ data: staff })),
    http.post(apiUrl('console/staff'), async ({ request }) => {
      const body = (await request.json()) as { email: string; role: StaffMember['role'] };
      added.push(body);
      const created = member(9, body.email, body.role);
      staff.push(created);
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
  );
  writeAccessToken('token-1');
  renderWithProviders(<StaffManager />);
  expect(await screen.findByText('owner@nairatop.ng')).toBeInTheDocument();

  const user = setupUser();
  const form = screen.getByRole('form', { name: 'Add a staff member' });
  await user.type(within(form).getByLabelText('E-mail of a registered user'), 'tolu@example.com');
  await user.click(within(form).getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('tolu@example.com')).toBeInTheDocument();
  expect(added).toEqual([{ email: 'tolu@example.com', role: 'support' }]);
  await waitFor(() => expect(popupTexts()).toContain('tolu@example.com added as Support.'));
});

it("shows the server's refusal of an e-mail nobody registered", async () => {
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: owner })),
    http.get(apiUrl('console/staff'), () => HttpResponse.json({ data: [] })),
    http.post(apiUrl('console/staff'), () =>
      HttpResponse.json(
        { message: 'No account uses x@example.com.', errors: [], data: {} },
        { status: 404 },
      ),
    ),
  );
  writeAccessToken('token-1');
  renderWithProviders(<StaffManager />);
  const user = setupUser();
  const form = screen.getByRole('form', { name: 'Add a staff member' });
  await user.type(within(form).getByLabelText('E-mail of a registered user'), 'x@example.com');
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('No account uses x@example.com.')).toBeInTheDocument();
});

it('lets an owner allow support to export transactions, with a reason', async () => {
  let settings: ConsoleSettings = {
    support_may_export_transactions: false,
    updated_at: null,
    updated_by: null,
  };
  const changes: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: owner })),
    http.get(apiUrl('console/staff'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('console/settings'), () => HttpResponse.json({ data: settings })),
    http.put(apiUrl('console/settings'), async ({ request }) => {
      const body = (await request.json()) as { support_may_export_transactions: boolean };
      changes.push(body);
      settings = {
        support_may_export_transactions: body.support_may_export_transactions,
        updated_at: '2026-11-26T13:05:09.000Z',
        updated_by: owner.email,
      };
      return HttpResponse.json({ data: settings });
    }),
  );
  writeAccessToken('token-1');
  renderWithProviders(<StaffManager />);
  expect(await screen.findByText('Support may not export transactions.')).toBeInTheDocument();

  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'Allow support to export transactions' }));
  const dialog = await screen.findByRole('form', { name: 'Allow support to export transactions' });
  await user.click(
    within(dialog).getByRole('button', { name: 'Allow support to export transactions' }),
  );
  expect(await within(dialog).findByText(REASON_MESSAGES.tooShort)).toBeInTheDocument();
  expect(changes).toEqual([]);

  await user.type(within(dialog).getByLabelText('Reason'), 'Support answers disputes');
  await user.click(
    within(dialog).getByRole('button', { name: 'Allow support to export transactions' }),
  );
  expect(await screen.findByText('Support may export transactions.')).toBeInTheDocument();
  expect(changes).toEqual([
    { support_may_export_transactions: true, reason: 'Support answers disputes' },
  ]);
  expect(screen.getByText(/Last changed by owner@nairatop\.ng/)).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Stop support exporting transactions' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(popupTexts()).toContain('Support may now export transactions.'));
});

it("resets another member's two-factor sign-in only with a reason, which the server receives", async () => {
  const staff: StaffMember[] = [
    member(1, owner.email, 'owner'),
    { ...member(2, 'tolu@nairatop.ng', 'owner'), two_factor: true },
  ];
  const resets: { id: string; body: unknown }[] = [];
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: owner })),
    http.get(apiUrl('console/staff'), () => HttpResponse.json({ data: staff })),
    http.delete(apiUrl('console/staff/:id/two-factor'), async ({ request, params }) => {
      resets.push({ id: String(params.id), body: await request.json() });
      staff[1] = { ...member(2, 'tolu@nairatop.ng', 'owner'), two_factor: false };
      return HttpResponse.json({ message: 'Two-factor sign-in was reset.' });
    }),
  );
  writeAccessToken('token-1');
  renderWithProviders(<StaffManager />);
  const user = setupUser();
  await user.click(
    await screen.findByRole('button', { name: 'Reset two-factor sign-in of tolu@nairatop.ng' }),
  );
  const dialog = await screen.findByRole('form', { name: 'Reset two-factor sign-in' });
  expect(screen.getByText(/They are e-mailed that you reset it, with your reason\./)).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
  expect(await within(dialog).findByText(REASON_MESSAGES.tooShort)).toBeInTheDocument();
  expect(resets).toEqual([]);

  await user.type(within(dialog).getByLabelText('Reason'), '  Lost her phone  ');
  await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
  await waitFor(() =>
    expect(popupTexts()).toContain('Two-factor sign-in of tolu@nairatop.ng reset.'),
  );
  expect(resets).toEqual([{ id: '2', body: { reason: 'Lost her phone' } }]);
  await waitFor(() =>
    expect(
      screen.queryByRole('button', { name: 'Reset two-factor sign-in of tolu@nairatop.ng' }),
    ).not.toBeInTheDocument(),
  );
});

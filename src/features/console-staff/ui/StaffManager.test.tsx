import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleMe, StaffMember } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, popupTexts, renderWithProviders, setupUser } from '@/shared/lib/test';
import { StaffManager } from './StaffManager';

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

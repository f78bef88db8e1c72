import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleNotice } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { NoticeEditor } from './NoticeEditor';

beforeEach(() => writeAccessToken('owner-token'));

it('publishes the edited notice and says customers see it on their next load', async () => {
  let notice: ConsoleNotice = { body: 'Welcome!', updated_at: '2026-11-24T08:00:00.000Z' };
  const published: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/notice'), () => HttpResponse.json({ data: notice })),
    http.put(apiUrl('console/notice'), async ({ request }) => {
      const body = (await request.json()) as { body: string };
      published.push(body);
      notice = { body: body.body, updated_at: '2026-11-25T09:30:00.000Z' };
      return HttpResponse.json({ data: notice });
    }),
  );
  renderWithProviders(<NoticeEditor />);
  const user = setupUser();
  const field = await screen.findByRole('textbox', { name: 'Dashboard notice' });
  expect(field).toHaveValue('Welcome!');
  expect(screen.getByRole('button', { name: 'Publish notice' })).toBeDisabled();

  await user.clear(field);
  await user.type(field, 'Glo data is down until noon.');
  await user.click(screen.getByRole('button', { name: 'Publish notice' }));

  expect(
    await screen.findByText('Published: customers see the new notice on their next page load.'),
  ).toBeInTheDocument();
  expect(published).toEqual([{ body: 'Glo data is down until noon.' }]);
  expect(await screen.findByText(/Published 25th Nov, 2026/)).toBeInTheDocument();
});

it("shows the server's refusal", async () => {
  mswServer.use(
    http.get(apiUrl('console/notice'), () =>
      HttpResponse.json({ data: { body: '', updated_at: '2026-11-24T08:00:00.000Z' } }),
    ),
    http.put(apiUrl('console/notice'), () =>
      HttpResponse.json(
        { message: 'Only an owner can do this.', errors: [], data: {} },
        { status: 403 },
      ),
    ),
  );
  renderWithProviders(<NoticeEditor />);
  const user = setupUser();
  await user.type(await screen.findByRole('textbox', { name: 'Dashboard notice' }), 'Hi');
  await user.click(screen.getByRole('button', { name: 'Publish notice' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only an owner can do this.');
});

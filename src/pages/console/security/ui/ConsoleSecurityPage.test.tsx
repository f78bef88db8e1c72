import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffSession, TwoFactorStatus } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { ConsoleSecurityPage } from './ConsoleSecurityPage';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const WRONG = 'That code is not right. Enter the current code from your authenticator app.';

const session = (id: string, current: boolean, userAgent: string, ip: string): StaffSession => ({
  id,
  created_at: '2026-11-26T08:00:00.000Z',
  last_seen_at: '2026-11-26T09:00:00.000Z',
  ip,
  user_agent: userAgent,
  current,
});

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/** A console server with one staff member: two-factor state and two sessions, kept as it changes. */
function serve() {
  let status: TwoFactorStatus = {
    enabled: false,
    enabled_at: null,
    recovery_codes_left: 0,
    required: false,
  };
  let sessions = [
    session('11111111-1111-4111-8111-111111111111', true, LAPTOP, '102.89.1.10'),
    session('22222222-2222-4222-8222-222222222222', false, PHONE, '105.112.4.20'),
  ];
  const sent: { path: string; body?: unknown }[] = [];
  mswServer.use(
    http.get(apiUrl('console/security/two-factor'), () => HttpResponse.json({ data: status })),
    http.post(apiUrl('console/security/two-factor/setup'), () => {
      sent.push({ path: 'setup' });
      return HttpResponse.json({
        data: {
          secret: SECRET,
          otpauth_uri: `otpauth://totp/NairaTop:ada%40nairatop.ng?secret=${SECRET}&issuer=NairaTop`,
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      });
    }),
    http.post(apiUrl('console/security/two-factor/confirm'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.push({ path: 'confirm', body });
      if (body.code !== '123456')
        return HttpResponse.json(
          { message: WRONG, errors: [{ detail: WRONG, field: 'code' }], data: { code: WRONG } },
          { status: 400 },
        );
      status = {
        ...status,
        enabled: true,
        enabled_at: '2026-11-26T10:00:00.000Z',
        recovery_codes_left: 10,
      };
      return HttpResponse.json({ message: 'on', data: { recovery_codes: CODES } });
    }),
    http.get(apiUrl('console/security/sessions'), () => HttpResponse.json({ data: sessions })),
    http.delete(apiUrl('console/security/sessions/:id'), ({ params }) => {
      sent.push({ path: `end ${String(params.id)}` });
      sessions = sessions.filter((row) => row.id !== params.id);
      return HttpResponse.json({ message: 'Session ended: that device is signed out.' });
    }),
  );
  writeAccessToken('token-1');
  return sent;
}

it('sets up two-factor sign-in: QR code and key, a code turns it on, the recovery codes once', async () => {
  const sent = serve();
  renderWithProviders(<ConsoleSecurityPage />);
  const user = setupUser();

  await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
  expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
    'src',
    'data:image/svg+xml;base64,PHN2Zy8+',
  );
  expect(screen.getByLabelText('Secret key')).toHaveTextContent(
    'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
  );

  const code = screen.getByLabelText('Authentication code');
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);

  await user.clear(code);
  await user.type(code, '123 456');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(sent.filter((call) => call.path === 'confirm').map((call) => call.body)).toEqual([
    { code: '000000' },
    { code: '123456' },
  ]);

  // Once saved, they are gone from the screen for good; the status says it is on.
  await user.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(await screen.findByText(/Recovery codes left: 10\./)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Turn off' })).toBeDisabled();
});

it('lists the sessions with this one marked, and ends another', async () => {
  const sent = serve();
  renderWithProviders(<ConsoleSecurityPage />);
  const user = setupUser();

  const sessions = await screen.findByRole('list', { name: 'Sessions' });
  const laptop = await within(sessions).findByRole('listitem', {
    name: 'Chrome on Windows, 102.89.1.10',
  });
  expect(within(laptop).getByText('This session')).toBeInTheDocument();
  expect(within(laptop).queryByRole('button', { name: /End/ })).not.toBeInTheDocument();
  const phone = within(sessions).getByRole('listitem', { name: 'Chrome on Android, 105.112.4.20' });
  expect(within(phone).queryByText('This session')).not.toBeInTheDocument();

  await user.click(
    within(phone).getByRole('button', { name: 'End session on Chrome on Android, 105.112.4.20' }),
  );
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem'),
    ).toHaveLength(1),
  );
  expect(sent).toContainEqual({ path: 'end 22222222-2222-4222-8222-222222222222' });
  expect(screen.getByRole('button', { name: 'End all others' })).toBeDisabled();
});

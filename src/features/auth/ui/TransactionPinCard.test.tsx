import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PIN_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { TransactionPinCard } from './TransactionPinCard';

/** A tiny PIN server: the state, and what each call sent. */
function servePins(initial: { has: boolean; lockedUntil?: string | null }) {
  let state = {
    has_transaction_pin: initial.has,
    transaction_pin_locked_until: initial.lockedUntil ?? null,
  };
  const calls: { path: string; body: unknown }[] = [];
  const fieldError = (field: string, message: string) =>
    HttpResponse.json(
      { message, errors: [{ detail: message, field }], data: { [field]: message } },
      { status: 403 },
    );
  mswServer.use(
    http.get(apiUrl('transaction-pin/'), () => HttpResponse.json({ data: state })),
    http.put(apiUrl('transaction-pin/'), async ({ request }) => {
      const body = (await request.json()) as { old_pin?: string };
      calls.push({ path: 'set', body });
      if (body.old_pin && body.old_pin !== '2468')
        return fieldError('old_pin', 'Wrong transaction PIN: 4 tries left.');
      const message = state.has_transaction_pin ? PIN_MESSAGES.changed : PIN_MESSAGES.set;
      state = { has_transaction_pin: true, transaction_pin_locked_until: null };
      return HttpResponse.json({ message, data: state });
    }),
    http.post(apiUrl('transaction-pin/reset/'), () => {
      calls.push({ path: 'code', body: null });
      return HttpResponse.json({
        message: PIN_MESSAGES.codeSent,
        data: { detail: PIN_MESSAGES.codeSent },
      });
    }),
    http.post(apiUrl('transaction-pin/reset/confirm/'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.push({ path: 'reset', body });
      if (body.code !== '123456')
        return HttpResponse.json(
          {
            message: PIN_MESSAGES.codeInvalid,
            errors: [{ detail: PIN_MESSAGES.codeInvalid, field: 'code' }],
            data: { code: PIN_MESSAGES.codeInvalid },
          },
          { status: 400 },
        );
      state = { has_transaction_pin: true, transaction_pin_locked_until: null };
      return HttpResponse.json({ message: PIN_MESSAGES.reset, data: state });
    }),
  );
  return calls;
}

beforeEach(() => writeAccessToken('token-1'));

it('sets the first PIN with the account password, then offers to change it', async () => {
  const calls = servePins({ has: false });
  const user = setupUser();
  renderWithProviders(<TransactionPinCard />);
  const form = await screen.findByRole('form', { name: 'Set PIN' });
  await user.type(within(form).getByLabelText('New PIN'), '1357');
  await user.type(within(form).getByLabelText('Repeat the new PIN'), '1357');
  await user.click(within(form).getByRole('button', { name: 'Set PIN' }));
  expect(await within(form).findByText(PIN_MESSAGES.passwordRequired)).toBeInTheDocument();
  expect(calls).toEqual([]);

  await user.type(within(form).getByLabelText('Account password'), 'correct-horse-9');
  await user.click(within(form).getByRole('button', { name: 'Set PIN' }));
  expect(await screen.findByRole('form', { name: 'Change PIN' })).toBeInTheDocument();
  expect(calls).toEqual([{ path: 'set', body: { pin: '1357', password: 'correct-horse-9' } }]);
});

it("changes the PIN with the current one and shows the server's message for a wrong one", async () => {
  const calls = servePins({ has: true });
  const user = setupUser();
  renderWithProviders(<TransactionPinCard />);
  const form = await screen.findByRole('form', { name: 'Change PIN' });
  await user.type(within(form).getByLabelText('Current PIN'), '0000');
  await user.type(within(form).getByLabelText('New PIN'), '1357');
  await user.type(within(form).getByLabelText('Repeat the new PIN'), '1357');
  await user.click(within(form).getByRole('button', { name: 'Change PIN' }));
  expect(await within(form).findByText('Wrong transaction PIN: 4 tries left.')).toBeInTheDocument();
  expect(within(form).getByLabelText('New PIN')).toHaveValue('1357');

  await user.clear(within(form).getByLabelText('Current PIN'));
  await user.type(within(form).getByLabelText('Current PIN'), '2468');
  await user.click(within(form).getByRole('button', { name: 'Change PIN' }));
  expect(await within(form).findByText(PIN_MESSAGES.changed)).toBeInTheDocument();
  expect(calls.at(-1)).toEqual({ path: 'set', body: { pin: '1357', old_pin: '2468' } });
});

it('while locked says until when, and resets the PIN with the e-mailed code', async () => {
  const until = new Date(Date.now() + 10 * 60_000).toISOString();
  const calls = servePins({ has: true, lockedUntil: until });
  const user = setupUser();
  renderWithProviders(<TransactionPinCard />);
  expect(
    await screen.findByText(/Purchases are locked until .* after 5 wrong PINs/),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
  const form = await screen.findByRole('form', { name: 'Reset PIN' });
  expect(within(form).getByRole('status')).toHaveTextContent(PIN_MESSAGES.codeSent);
  const code = within(form).getByLabelText('Code from the e-mail');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  await user.type(code, '654321');
  await user.type(within(form).getByLabelText('New PIN'), '9753');
  await user.type(within(form).getByLabelText('Repeat the new PIN'), '9753');
  await user.click(within(form).getByRole('button', { name: 'Reset PIN' }));
  expect(await within(form).findByText(PIN_MESSAGES.codeInvalid)).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '123456');
  await user.click(within(form).getByRole('button', { name: 'Reset PIN' }));
  expect(await screen.findByText(PIN_MESSAGES.reset)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByText(/Purchases are locked until/)).not.toBeInTheDocument(),
  );
  expect(calls.filter((c) => c.path === 'reset').map((c) => c.body)).toEqual([
    { code: '654321', pin: '9753' },
    { code: '123456', pin: '9753' },
  ]);
});

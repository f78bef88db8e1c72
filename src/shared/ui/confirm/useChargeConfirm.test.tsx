import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { PIN_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '../../api';
import {
  apiUrl,
  confirmDialog,
  errorReply,
  mswServer,
  renderWithProviders,
  setupUser,
} from '../../lib/test';
import { useChargeConfirm } from './useChargeConfirm';

/** A screen with one charged action: its answer shows what the confirmation resolved. */
function Probe() {
  const confirm = useChargeConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        onClick={() =>
          void confirm({ content: 'You will be charged ₦99.00' }).then((approval) =>
            setAnswer(approval ? `pin ${approval.pin}` : 'no'),
          )
        }
      >
        Buy
      </button>
      <output>{answer}</output>
    </>
  );
}

function servePinState(hasPin: boolean, lockedUntil: string | null = null) {
  mswServer.use(
    http.get(apiUrl('transaction-pin/'), () =>
      HttpResponse.json({
        data: { has_transaction_pin: hasPin, transaction_pin_locked_until: lockedUntil },
      }),
    ),
  );
}

async function open() {
  const user = setupUser();
  renderWithProviders(<Probe />);
  await user.click(screen.getByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

beforeEach(() => writeAccessToken('token-1'));

it('asks for the PIN under what is charged; Yes without 4 digits keeps the dialog open; the 4th digit goes ahead', async () => {
  const { user, dialog } = await open();
  expect(dialog).toHaveTextContent('Are you sure you want to proceed?');
  expect(dialog).toHaveTextContent('You will be charged ₦99.00');
  const field = await within(dialog).findByLabelText('Transaction PIN');
  expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(field).toHaveAttribute('type', 'password');

  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(PIN_MESSAGES.required);
  expect(field).toHaveAccessibleDescription(PIN_MESSAGES.required);
  await user.type(field, '24a');
  expect(field).toHaveValue('24');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(PIN_MESSAGES.format);
  expect(screen.getByRole('status')).toHaveTextContent('none');

  await user.type(field, '6');
  expect(screen.getByRole('status')).toHaveTextContent('none');
  // the last digit does what Yes does: no tap needed
  await user.type(field, '8');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('pin 2468'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('resolves nothing on No', async () => {
  const { user } = await open();
  await confirmDialog(user, 'No');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('no'));
});

it('has a customer without a PIN set it first (with the password), then goes ahead with it', async () => {
  servePinState(false);
  const sent: unknown[] = [];
  mswServer.use(
    http.put(apiUrl('transaction-pin/'), async ({ request }) => {
      const body = (await request.json()) as { password: string };
      sent.push(body);
      return body.password === 'right-password'
        ? HttpResponse.json({
            message: PIN_MESSAGES.set,
            data: { has_transaction_pin: true, transaction_pin_locked_until: null },
          })
        : HttpResponse.json(
            {
              message: 'Wrong password: 4 tries left.',
              errors: [{ detail: 'Wrong password: 4 tries left.', field: 'password' }],
              data: { password: 'Wrong password: 4 tries left.' },
            },
            { status: 403 },
          );
    }),
  );
  const { user, dialog } = await open();
  expect(
    await within(dialog).findByText(/Set your 4-digit transaction PIN first/),
  ).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('New transaction PIN'), '1357');
  await user.type(within(dialog).getByLabelText('Repeat the PIN'), '1358');
  await user.type(within(dialog).getByLabelText('Account password'), 'wrong-password');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await within(dialog).findByText(PIN_MESSAGES.repeatMismatch)).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.clear(within(dialog).getByLabelText('Repeat the PIN'));
  await user.type(within(dialog).getByLabelText('Repeat the PIN'), '1357');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await within(dialog).findByText('Wrong password: 4 tries left.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('none');

  await user.clear(within(dialog).getByLabelText('Account password'));
  await user.type(within(dialog).getByLabelText('Account password'), 'right-password');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('pin 1357'));
  expect(sent).toEqual([
    { pin: '1357', password: 'wrong-password' },
    { pin: '1357', password: 'right-password' },
  ]);
});

it('while locked says until when, links to the reset and leaves Yes off', async () => {
  const until = new Date(Date.now() + 10 * 60_000).toISOString();
  servePinState(true, until);
  const { dialog } = await open();
  expect(await within(dialog).findByText(/Purchases are locked until/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /Reset your transaction PIN/ })).toHaveAttribute(
    'href',
    '/dashboard/profile#transaction-pin',
  );
  const yes = within(dialog).getByRole('button', { name: 'Yes' });
  await waitFor(() => expect(yes).toBeDisabled());
  // drawn as antd draws a disabled button, not in the confirmation's colour
  expect(yes.style.background).toBe('');
  expect(within(dialog).queryByLabelText('Transaction PIN')).not.toBeInTheDocument();
});

it('an unreadable PIN state still asks for the PIN (the server decides)', async () => {
  mswServer.use(http.get(apiUrl('transaction-pin/'), () => errorReply(503, 'Unavailable')));
  const { user } = await open();
  await confirmDialog(user, 'Yes', '1111');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('pin 1111'));
});

import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { REGISTER_MESSAGES, RESET_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  errorList,
  fieldError,
  popupTexts,
  setupUser,
} from '@/shared/lib/test';
import { ResetPasswordForm } from './ResetPasswordForm';

const NEW = 'New password';
const CONFIRM = 'Confirm new password';

function setup(route = '/password-reset/confirm/?token=reset-token-1') {
  const user = setupUser();
  const view = renderWithProviders(
    <Routes>
      <Route path="/password-reset/confirm" element={<ResetPasswordForm />} />
      <Route path="/login" element={<h1>Login page</h1>} />
      <Route path="/forgot-password" element={<h1>Forgot page</h1>} />
    </Routes>,
    { antdShell: false, route },
  );
  const fill = async (password: string, confirm: string) => {
    if (password) await user.type(screen.getByLabelText(NEW), password);
    if (confirm) await user.type(screen.getByLabelText(CONFIRM), confirm);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Reset password' }));
  return { user, fill, submit, ...view };
}

afterEach(() => jest.useRealTimers());

it.each([
  [
    'both empty',
    '',
    '',
    RESET_MESSAGES.newRequired,
    { [NEW]: RESET_MESSAGES.newRequired, [CONFIRM]: RESET_MESSAGES.confirmRequired },
  ],
  [
    'the new password empty',
    '',
    'secret123',
    RESET_MESSAGES.newRequired,
    { [NEW]: RESET_MESSAGES.newRequired, [CONFIRM]: null },
  ],
  [
    'the confirmation empty',
    'secret123',
    '',
    RESET_MESSAGES.confirmRequired,
    { [NEW]: null, [CONFIRM]: RESET_MESSAGES.confirmRequired },
  ],
  [
    'different passwords',
    'secret123',
    'secret124',
    RESET_MESSAGES.mismatch,
    { [NEW]: null, [CONFIRM]: RESET_MESSAGES.mismatch },
  ],
  [
    'eight spaces',
    '        ',
    '        ',
    REGISTER_MESSAGES.passwordBlank,
    { [NEW]: REGISTER_MESSAGES.passwordBlank, [CONFIRM]: null },
  ],
  [
    'seven characters',
    'secret1',
    'secret1',
    REGISTER_MESSAGES.passwordTooShort,
    { [NEW]: REGISTER_MESSAGES.passwordTooShort, [CONFIRM]: null },
  ],
])(
  'with %s, says so without calling the server',
  async (_case, password, confirm, popup, underFields) => {
    const calls = jest.fn();
    mswServer.use(http.post(apiUrl('reset_password/'), () => (calls(), HttpResponse.json({}))));
    const { fill, submit } = setup();
    await fill(password, confirm);
    await submit();
    await waitFor(() => expect(popupTexts()).toEqual([popup]));
    for (const [label, message] of Object.entries(underFields))
      expect(fieldError(label)).toBe(message);
    expect(calls).not.toHaveBeenCalled();
  },
);

it('sends the token of the link as password_token, confirms, and returns to /login after 3.5 s', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let body: unknown;
  mswServer.use(
    http.post(apiUrl('reset_password/'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        message: RESET_MESSAGES.done,
        data: { detail: RESET_MESSAGES.done },
      });
    }),
  );
  const { fill, submit } = setup('/password-reset/confirm/?token=token-from-link');
  await fill('n3w-secret', 'n3w-secret');
  await submit();

  expect(await screen.findAllByText(RESET_MESSAGES.done)).toHaveLength(2); // on the page and the toast
  expect(body).toEqual({
    new_password: 'n3w-secret',
    confirm_new_password: 'n3w-secret',
    password_token: 'token-from-link',
  });
  expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();

  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(500));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it("lists the server's token error on the page and shows its detail as a popup", async () => {
  mswServer.use(
    http.post(apiUrl('reset_password/'), () =>
      HttpResponse.json(
        {
          message: RESET_MESSAGES.tokenInvalid,
          errors: [{ field: 'password_token', detail: RESET_MESSAGES.tokenInvalid }],
          data: { password_token: RESET_MESSAGES.tokenInvalid },
        },
        { status: 400 },
      ),
    ),
  );
  const { fill, submit } = setup();
  await fill('n3w-secret', 'n3w-secret');
  await submit();

  expect(await screen.findByRole('list', { name: 'Errors' })).toBeVisible();
  expect(
    errorList()
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([RESET_MESSAGES.tokenInvalid]);
  // the sign-in pages' popups arrive with antd's notification, fetched on first use
  await waitFor(() => expect(popupTexts()).toEqual([RESET_MESSAGES.tokenInvalid]));
  expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
});

it('shows the busy label while the server answers', async () => {
  let answer: () => void = () => undefined;
  mswServer.use(
    http.post(
      apiUrl('reset_password/'),
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              HttpResponse.json({
                message: RESET_MESSAGES.done,
                data: { detail: RESET_MESSAGES.done },
              }),
            );
        }),
    ),
  );
  const { fill, submit } = setup();
  await fill('n3w-secret', 'n3w-secret');
  await submit();
  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  act(() => answer());
  expect(await screen.findAllByText(RESET_MESSAGES.done)).not.toHaveLength(0);
});

it('explains a link without a token and leads to a new one', async () => {
  const { user } = setup('/password-reset/confirm/');
  expect(screen.getByRole('alert')).toHaveTextContent(RESET_MESSAGES.tokenInvalid);
  expect(screen.queryByLabelText(NEW)).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));
  expect(await screen.findByRole('heading', { name: 'Forgot page' })).toBeInTheDocument();
});

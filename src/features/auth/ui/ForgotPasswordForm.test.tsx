import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FORGOT_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  fieldError,
  popupTexts,
  setupUser,
} from '@/shared/lib/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';

function setup() {
  const user = setupUser();
  const view = renderWithProviders(<ForgotPasswordForm />, { antdShell: false });
  const submit = () => user.click(screen.getByRole('button', { name: 'Send reset link' }));
  const email = () => screen.getByLabelText('Email address');
  return { user, submit, email, ...view };
}

it("says 'Email is required!' without calling the server", async () => {
  const calls = jest.fn();
  mswServer.use(http.post(apiUrl('password_reset/'), () => (calls(), HttpResponse.json({}))));
  const { submit } = setup();
  await submit();
  await waitFor(() => expect(popupTexts()).toEqual([FORGOT_MESSAGES.emailRequired]));
  expect(fieldError('Email address')).toBe(FORGOT_MESSAGES.emailRequired);
  expect(calls).not.toHaveBeenCalled();
});

it('refuses bad@ with the e-mail rule, typed key by key, without calling the server', async () => {
  const calls = jest.fn();
  mswServer.use(http.post(apiUrl('password_reset/'), () => (calls(), HttpResponse.json({}))));
  const { user, submit, email } = setup();
  await user.type(email(), 'bad@');
  await submit();
  await waitFor(() => expect(popupTexts()).toEqual([FORGOT_MESSAGES.emailInvalid]));
  expect(fieldError('Email address')).toBe(FORGOT_MESSAGES.emailInvalid);
  expect(calls).not.toHaveBeenCalled();
});

it("sends the trimmed e-mail and shows the server's message on the page and as a toast", async () => {
  let body: unknown;
  let answer: () => void = () => undefined;
  mswServer.use(
    http.post(apiUrl('password_reset/'), async ({ request }) => {
      body = await request.json();
      return new Promise<Response>((resolve) => {
        answer = () =>
          resolve(
            HttpResponse.json({
              message: FORGOT_MESSAGES.sent,
              data: { detail: FORGOT_MESSAGES.sent },
            }),
          );
      });
    }),
  );
  const { user, submit, email } = setup();
  await user.type(email(), ' ada@example.com ');
  await submit();

  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  await waitFor(() => expect(body).toEqual({ email: 'ada@example.com' }));
  act(() => answer());

  await waitFor(() => expect(popupTexts()).toEqual([FORGOT_MESSAGES.sent]));
  expect(screen.getAllByText(FORGOT_MESSAGES.sent)).toHaveLength(2); // on the page and the toast
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

it('shows each error detail as a popup', async () => {
  const throttled = 'Too many attempts. Please try again in 60 seconds.';
  mswServer.use(
    http.post(apiUrl('password_reset/'), () =>
      HttpResponse.json(
        { message: throttled, errors: [{ detail: throttled }], data: {} },
        { status: 429 },
      ),
    ),
  );
  const { user, submit, email } = setup();
  await user.type(email(), 'ada@example.com');
  await submit();
  await waitFor(() => expect(popupTexts()).toEqual([throttled]));
  expect(screen.queryByRole('list', { name: 'Errors' })).not.toBeInTheDocument();
});

it('shows a network failure', async () => {
  mswServer.use(http.post(apiUrl('password_reset/'), () => HttpResponse.error()));
  const { user, submit, email } = setup();
  await user.type(email(), 'ada@example.com');
  await submit();
  await waitFor(() => expect(popupTexts()).toEqual(['Network Error']));
});

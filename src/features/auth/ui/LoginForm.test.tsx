import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectAccessToken } from '@/entities/user';
import { LOGIN_MESSAGES } from '@contract/rules';
import { browserNavigation } from '@/shared/lib/navigation';
import { apiUrl, mswServer, renderWithProviders, popupTexts, setupUser } from '@/shared/lib/test';
import { LoginForm } from './LoginForm';

const envelope = (message: string) => ({ message, errors: [{ detail: message }], data: {} });

function setup(route = '/login') {
  const user = setupUser();
  const view = renderWithProviders(<LoginForm />, { antdShell: false, route });
  const fill = async (email: string, password: string) => {
    if (email) await user.type(screen.getByLabelText('Email address'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Login' }));
  return { user, fill, submit, ...view };
}

let loads: jest.SpyInstance;
beforeEach(() => {
  loads = jest.spyOn(browserNavigation, 'fullPageLoad').mockImplementation(() => undefined);
});
afterEach(() => {
  loads.mockRestore();
  jest.useRealTimers();
});

it.each([
  ['both fields empty', '', ''],
  ['the password empty', 'ada@example.com', ''],
  ['the e-mail empty (spaces only)', '   ', 'secret123'],
])("says 'Invalid Login' without calling the server when %s", async (_case, email, password) => {
  const calls = jest.fn();
  mswServer.use(http.post(apiUrl('auth/login/'), () => (calls(), HttpResponse.json({}))));
  const { fill, submit } = setup();
  await fill(email, password);
  await submit();
  expect(await screen.findByText(LOGIN_MESSAGES.invalid)).toBeVisible();
  expect(popupTexts()).toEqual([LOGIN_MESSAGES.invalid]);
  expect(calls).not.toHaveBeenCalled();
});

it('shows the busy label on a disabled button while the server answers', async () => {
  let answer: () => void = () => undefined;
  mswServer.use(
    http.post(
      apiUrl('auth/login/'),
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(HttpResponse.json(envelope(LOGIN_MESSAGES.wrongCredentials), { status: 401 }));
        }),
    ),
  );
  const { fill, submit } = setup();
  await fill('ada@example.com', 'secret123');
  await submit();
  const busy = await screen.findByRole('button', { name: 'Authenticating... Please wait.' });
  expect(busy).toBeDisabled();
  act(() => answer());
  expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
});

it('stores the token, says so, and loads /dashboard a second later', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let body: unknown;
  mswServer.use(
    http.post(apiUrl('auth/login/'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        message: 'Logged in successfully',
        data: { access: 'token-123' },
      });
    }),
  );
  const { fill, submit, store } = setup();
  await fill('  ada@example.com ', 'secret123');
  await submit();

  expect(await screen.findByText('Logged in successfully')).toBeVisible();
  expect(body).toEqual({ email: 'ada@example.com', password: 'secret123' });
  expect(document.cookie).toContain('accessToken=token-123');
  expect(selectAccessToken(store.getState())).toBe('token-123');

  expect(loads).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(loads).toHaveBeenCalledTimes(1);
  expect(loads).toHaveBeenCalledWith('/dashboard');
});

const signsInAsSupport = () =>
  mswServer.use(
    http.post(apiUrl('auth/login/'), () =>
      HttpResponse.json({
        message: 'Logged in successfully',
        data: { access: 'token-staff', staff_role: 'support' },
      }),
    ),
  );

it('loads the console a second after a staff member signs in', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  signsInAsSupport();
  const { fill, submit } = setup();
  await fill('support@example.com', 'secret123');
  await submit();
  expect(await screen.findByText('Logged in successfully')).toBeVisible();
  act(() => jest.advanceTimersByTime(1000));
  expect(loads).toHaveBeenCalledWith('/console');
});

it('returns a staff member to the page they were sent to sign in from', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  signsInAsSupport();
  const { fill, submit } = setup('/login?next=%2Fdashboard%2Fprofile');
  await fill('support@example.com', 'secret123');
  await submit();
  expect(await screen.findByText('Logged in successfully')).toBeVisible();
  act(() => jest.advanceTimersByTime(1000));
  expect(loads).toHaveBeenCalledWith('/dashboard/profile');
});

it('shows the server detail for wrong credentials and stays signed out', async () => {
  mswServer.use(
    http.post(apiUrl('auth/login/'), () =>
      HttpResponse.json(envelope(LOGIN_MESSAGES.wrongCredentials), { status: 401 }),
    ),
  );
  const { fill, submit, store } = setup();
  await fill('ada@example.com', 'wrong-password');
  await submit();
  expect(await screen.findByText(LOGIN_MESSAGES.wrongCredentials)).toBeVisible();
  expect(popupTexts()).toEqual([LOGIN_MESSAGES.wrongCredentials]);
  expect(selectAccessToken(store.getState())).toBeNull();
  expect(document.cookie).not.toContain('accessToken');
  expect(loads).not.toHaveBeenCalled();
});

it('shows each error detail and the message when it differs', async () => {
  mswServer.use(
    http.post(apiUrl('auth/login/'), () =>
      HttpResponse.json(
        {
          message: 'Login failed',
          errors: [{ detail: 'Account is disabled', field: 'email' }],
          data: { email: 'Account is disabled' },
        },
        { status: 400 },
      ),
    ),
  );
  const { fill, submit } = setup();
  await fill('ada@example.com', 'secret123');
  await submit();
  await waitFor(() => expect(popupTexts()).toEqual(['Account is disabled', 'Login failed']));
});

it('shows the throttling message on 429', async () => {
  const tooMany = 'Too many attempts. Please try again in 60 seconds.';
  mswServer.use(
    http.post(apiUrl('auth/login/'), () => HttpResponse.json(envelope(tooMany), { status: 429 })),
  );
  const { fill, submit } = setup();
  await fill('ada@example.com', 'secret123');
  await submit();
  expect(await screen.findByText(tooMany)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});

it('labels every input and offers a show/hide toggle for the password', async () => {
  const { user } = setup();
  const password = screen.getByLabelText('Password');
  expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

it('continues to the page the customer was sent from', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  mswServer.use(
    http.post(apiUrl('auth/login/'), () =>
      HttpResponse.json({ message: 'Logged in successfully', data: { access: 'token-9' } }),
    ),
  );
  const { fill, submit } = setup('/login?next=%2Fdashboard%2Ftransactions%3Fpage%3D2&expired=1');
  await fill('ada@example.com', 'secret123');
  await submit();
  expect(await screen.findByText('Logged in successfully')).toBeVisible();
  act(() => jest.advanceTimersByTime(1000));
  expect(loads).toHaveBeenCalledWith('/dashboard/transactions?page=2');
});

describe('staff with two-factor sign-in on', () => {
  const challengeAnswer = {
    message: LOGIN_MESSAGES.codeNeeded,
    data: { two_factor_required: true, challenge: 'challenge-1', expires_in: 300 },
  };

  it('asks for the authentication code, then signs in with it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const sent: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('auth/login/'), () => HttpResponse.json(challengeAnswer)),
      http.post(apiUrl('auth/login/two-factor/'), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        return body.code === '123456'
          ? HttpResponse.json({
              message: 'Logged in successfully',
              data: { access: 'token-2fa', staff_role: 'owner' },
            })
          : HttpResponse.json(envelope('That code is not right.'), { status: 401 });
      }),
    );
    const { user, fill, submit, store } = setup();
    await fill('owner@example.com', 'secret123');
    await submit();

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('status')).toHaveTextContent(LOGIN_MESSAGES.codeNeeded);
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(document.cookie).not.toContain('accessToken');

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right.')).toBeVisible();
    expect(selectAccessToken(store.getState())).toBeNull();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Logged in successfully')).toBeVisible();
    expect(sent).toEqual([
      { challenge: 'challenge-1', code: '654321' },
      { challenge: 'challenge-1', code: '123456' },
    ]);
    expect(selectAccessToken(store.getState())).toBe('token-2fa');
    act(() => jest.advanceTimersByTime(1000));
    expect(loads).toHaveBeenCalledWith('/console');
  });

  it('takes a recovery code in place of the authenticator code', async () => {
    const sent: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('auth/login/'), () => HttpResponse.json(challengeAnswer)),
      http.post(apiUrl('auth/login/two-factor/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          message: 'Logged in successfully',
          data: { access: 'token-r' },
        });
      }),
    );
    const { user, fill, submit } = setup();
    await fill('owner@example.com', 'secret123');
    await submit();
    await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Logged in successfully')).toBeVisible();
    expect(sent).toEqual([{ challenge: 'challenge-1', code: 'abcde-fghjk' }]);
  });

  it('goes back to e-mail and password on Start again', async () => {
    mswServer.use(http.post(apiUrl('auth/login/'), () => HttpResponse.json(challengeAnswer)));
    const { user, fill, submit } = setup();
    await fill('owner@example.com', 'secret123');
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectAccessToken } from '@/entities/user';
import { readAccessToken, writeAccessToken } from '@/shared/api';
import { formatDateTime } from '@contract/format';
import { PROFILE_MESSAGES, REGISTER_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  buildUser,
  errorList,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { ProfilePage } from './ProfilePage';

const ada = buildUser({
  username: 'ada+shop@example.com',
  email: 'ada+shop@example.com',
  bonus: 1250.5,
  user_level: 'reseller',
  webhook_url: 'https://ada.ng/hooks',
  webhook_secret: 'whsec_first-secret',
});

function serveUser(state = { user: ada }) {
  mswServer.use(
    http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: state.user })),
    // the API keys section (tested on its own) lists none here
  );
}

const region = (name: string) => within(screen.getByRole('region', { name }));

async function setup() {
  const user = setupUser();
  const view = renderWithProviders(<ProfilePage />, { route: '/dashboard/profile' });
  await screen.findByRole('region', { name: 'Account' });
  return { user, ...view };
}

beforeEach(() => writeAccessToken('token-1'));

describe('account details', () => {
  it('shows name, wallet balance, phone, date joined and the referral link with copy', async () => {
    serveUser();
    const { user } = await setup();
    // after user-event's setup, which installs its own clipboard
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const account = region('Account');
    expect(account.getByText('Ada Okafor')).toBeInTheDocument();
    expect(account.getByText('₦5,000.00')).toBeInTheDocument();
    expect(account.getByText('08031234567')).toBeInTheDocument();
    expect(account.getByText(formatDateTime(ada.date_joined))).toBeInTheDocument();
    // the short code, never the e-mail
    const link = `${window.location.origin}/register?ref=K7QM2XPA`;
    expect(account.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link);
    await user.click(account.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(link);
    await waitFor(() => expect(popupTexts()).toEqual(['Referral link copied']));
  });
});

describe('webhook URL form', () => {
  const input = () => screen.getByLabelText('Webhook Url');
  const save = (user: ReturnType<typeof setupUser>) =>
    user.click(screen.getByRole('button', { name: 'Save webhook' }));

  it('is prefilled with the current value', async () => {
    serveUser();
    await setup();
    expect(input()).toHaveValue('https://ada.ng/hooks');
  });

  it.each([
    ['', PROFILE_MESSAGES.webhookRequired],
    ['not a url', PROFILE_MESSAGES.webhookInvalid],
  ])('with %j says %s without calling the server', async (typed, message) => {
    serveUser();
    const calls = jest.fn();
    mswServer.use(http.put(apiUrl('update-user-profile/'), () => (calls(), HttpResponse.json({}))));
    const { user } = await setup();
    await user.clear(input());
    if (typed) await user.type(input(), typed);
    await save(user);
    await waitFor(() => expect(popupTexts()).toEqual([message]));
    expect(fieldError('Webhook Url')).toBe(message);
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the URL, toasts the message and shows the refetched value', async () => {
    const state = { user: ada };
    serveUser(state);
    let body: unknown;
    mswServer.use(
      http.put(apiUrl('update-user-profile/'), async ({ request }) => {
        body = await request.json();
        state.user = { ...ada, webhook_url: 'https://hooks.example.com/nt' };
        return HttpResponse.json({ message: 'Profile updated successfully', data: state.user });
      }),
    );
    const { user } = await setup();
    await user.clear(input());
    await user.type(input(), ' https://hooks.example.com/nt ');
    await save(user);
    await waitFor(() => expect(popupTexts()).toEqual(['Profile updated successfully']));
    expect(body).toEqual({ webhook_url: 'https://hooks.example.com/nt' });
    expect(input()).toHaveValue('https://hooks.example.com/nt');
  });

  it("shows the server's error as a popup and in the list", async () => {
    serveUser();
    mswServer.use(
      http.put(apiUrl('update-user-profile/'), () =>
        HttpResponse.json(
          {
            message: PROFILE_MESSAGES.webhookInvalid,
            errors: [{ field: 'webhook_url', detail: PROFILE_MESSAGES.webhookInvalid }],
            data: { webhook_url: PROFILE_MESSAGES.webhookInvalid },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await setup();
    await save(user);
    await waitFor(() => expect(popupTexts()).toEqual([PROFILE_MESSAGES.webhookInvalid]));
    expect(errorList().getByRole('listitem')).toHaveTextContent(PROFILE_MESSAGES.webhookInvalid);
  });
});

describe('webhook signing secret', () => {
  const secretInput = () => region('Webhook URL').getByLabelText('Webhook signing secret');

  it('shows the secret, read-only and copyable, with how to check signatures', async () => {
    serveUser();
    const { user } = await setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(secretInput()).toHaveValue('whsec_first-secret');
    expect(secretInput()).toHaveAttribute('readonly');
    expect(
      region('Webhook URL').getByText(
        'We sign each webhook with HMAC-SHA256 of the body using this secret; compare it with the X-NairaTop-Signature header.',
      ),
    ).toBeInTheDocument();
    await user.click(region('Webhook URL').getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('whsec_first-secret');
    await waitFor(() => expect(popupTexts()).toEqual(['Signing secret copied']));
  });

  it('changes the secret after a confirmation and shows the new one', async () => {
    const state = { user: ada };
    serveUser(state);
    const calls = jest.fn();
    mswServer.use(
      http.put(apiUrl('rotate-webhook-secret/'), () => {
        calls();
        state.user = { ...ada, webhook_secret: 'whsec_second-secret' };
        return HttpResponse.json({
          message: 'Webhook secret changed successfully',
          data: state.user,
        });
      }),
    );
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Change secret' }));
    expect(calls).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(popupTexts()).toEqual(['Webhook secret changed successfully']));
    expect(calls).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(secretInput()).toHaveValue('whsec_second-secret'));
  });
});

describe('change password form', () => {
  const OLD = 'Old password';
  const NEW = 'New password';
  const CONFIRM = 'Confirm password';

  async function fill(
    user: ReturnType<typeof setupUser>,
    old: string,
    next: string,
    confirm: string,
  ) {
    if (old) await user.type(screen.getByLabelText(OLD), old);
    if (next) await user.type(screen.getByLabelText(NEW), next);
    if (confirm) await user.type(screen.getByLabelText(CONFIRM), confirm);
  }
  const change = (user: ReturnType<typeof setupUser>) =>
    user.click(screen.getByRole('button', { name: /Change password|Processing/ }));

  it.each([
    [
      'all empty',
      ['', '', ''],
      PROFILE_MESSAGES.oldPasswordRequired,
      {
        [OLD]: PROFILE_MESSAGES.oldPasswordRequired,
        [NEW]: PROFILE_MESSAGES.newPasswordRequired,
        [CONFIRM]: PROFILE_MESSAGES.confirmPasswordRequired,
      },
    ],
    [
      'the new password empty',
      ['old-secret', '', 'n3w-secret'],
      PROFILE_MESSAGES.newPasswordRequired,
      { [OLD]: null, [NEW]: PROFILE_MESSAGES.newPasswordRequired, [CONFIRM]: null },
    ],
    [
      'the confirmation empty',
      ['old-secret', 'n3w-secret', ''],
      PROFILE_MESSAGES.confirmPasswordRequired,
      { [OLD]: null, [NEW]: null, [CONFIRM]: PROFILE_MESSAGES.confirmPasswordRequired },
    ],
    [
      'different passwords',
      ['old-secret', 'n3w-secret', 'n3w-secreT'],
      PROFILE_MESSAGES.passwordMismatch,
      { [OLD]: null, [NEW]: null, [CONFIRM]: PROFILE_MESSAGES.passwordMismatch },
    ],
    [
      'a new password equal to the old one',
      ['old-secret', 'old-secret', 'old-secret'],
      REGISTER_MESSAGES.passwordSameAsOld,
      { [OLD]: null, [NEW]: REGISTER_MESSAGES.passwordSameAsOld, [CONFIRM]: null },
    ],
    [
      'eight spaces',
      ['old-secret', '        ', '        '],
      REGISTER_MESSAGES.passwordBlank,
      { [OLD]: null, [NEW]: REGISTER_MESSAGES.passwordBlank, [CONFIRM]: null },
    ],
  ])('with %s says so without calling the server', async (_case, typed, popup, underFields) => {
    serveUser();
    const calls = jest.fn();
    mswServer.use(http.put(apiUrl('change-password/'), () => (calls(), HttpResponse.json({}))));
    const { user } = await setup();
    const [old, next, confirm] = typed as [string, string, string];
    await fill(user, old, next, confirm);
    await change(user);
    await waitFor(() => expect(popupTexts()).toEqual([popup]));
    for (const [label, message] of Object.entries(underFields))
      expect(fieldError(label)).toBe(message);
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the passwords, stores the new token, clears the form and says so', async () => {
    serveUser();
    let body: unknown;
    let authorization: string | null = null;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mswServer.use(
      http.put(apiUrl('change-password/'), async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('authorization');
        await gate;
        return HttpResponse.json({
          message: 'Password changed successfully',
          data: { access: 'token-2' },
        });
      }),
    );
    const { user, store } = await setup();
    await fill(user, 'old-secret', 'n3w-secret', 'n3w-secret');
    await change(user);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await waitFor(() => expect(popupTexts()).toEqual(['Password changed successfully']));
    expect(body).toEqual({
      old_password: 'old-secret',
      new_password: 'n3w-secret',
      confirm_password: 'n3w-secret',
    });
    expect(authorization).toBe('Bearer token-1');
    expect(selectAccessToken(store.getState())).toBe('token-2');
    expect(readAccessToken()).toBe('token-2');
    expect(document.cookie).toContain('accessToken=token-2');
    for (const label of [OLD, NEW, CONFIRM]) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('shows a wrong old password as a popup and under the field, keeping the token', async () => {
    serveUser();
    mswServer.use(
      http.put(apiUrl('change-password/'), () =>
        HttpResponse.json(
          {
            message: PROFILE_MESSAGES.oldPasswordWrong,
            errors: [{ field: 'old_password', detail: PROFILE_MESSAGES.oldPasswordWrong }],
            data: { old_password: PROFILE_MESSAGES.oldPasswordWrong },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = await setup();
    await fill(user, 'wrong-old', 'n3w-secret', 'n3w-secret');
    await change(user);
    await waitFor(() => expect(popupTexts()).toEqual([PROFILE_MESSAGES.oldPasswordWrong]));
    expect(fieldError(OLD)).toBe(PROFILE_MESSAGES.oldPasswordWrong);
    expect(readAccessToken()).toBe('token-1');
    expect(selectAccessToken(store.getState())).toBe('token-1');
  });
});

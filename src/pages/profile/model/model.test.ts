import { PROFILE_MESSAGES, REGISTER_MESSAGES } from '@contract/rules';
import {
  passwordFieldErrors,
  toChangePasswordRequest,
  validateChangePassword,
} from './change-password';
import {
  isWebhookUrl,
  toUpdateProfileRequest,
  validateWebhook,
  webhookInitialValues,
} from './webhook';

describe('webhook rules', () => {
  it.each([
    ['', { webhook_url: PROFILE_MESSAGES.webhookRequired }],
    ['  ', { webhook_url: PROFILE_MESSAGES.webhookRequired }],
    ['not a url', { webhook_url: PROFILE_MESSAGES.webhookInvalid }],
    ['ftp://example.com/hook', { webhook_url: PROFILE_MESSAGES.webhookInvalid }],
    ['https://example.com/hook', {}],
    ['http://localhost:3000/hook', {}],
  ])('checks %j', (webhook_url, errors) => {
    expect(validateWebhook({ webhook_url })).toEqual(errors);
  });

  it('prefills the current value and sends it trimmed', () => {
    expect(webhookInitialValues(null)).toEqual({ webhook_url: '' });
    expect(webhookInitialValues('https://a.ng/h')).toEqual({ webhook_url: 'https://a.ng/h' });
    expect(toUpdateProfileRequest({ webhook_url: ' https://a.ng/h ' })).toEqual({
      webhook_url: 'https://a.ng/h',
    });
    expect(isWebhookUrl('https://')).toBe(false);
  });
});

describe('change password rules', () => {
  it('lists every field message in the order they are checked', () => {
    const errors = validateChangePassword({
      old_password: '',
      new_password: '',
      confirm_password: '',
    });
    expect(Object.values(errors)).toEqual([
      PROFILE_MESSAGES.oldPasswordRequired,
      PROFILE_MESSAGES.newPasswordRequired,
      PROFILE_MESSAGES.confirmPasswordRequired,
    ]);
  });

  it('checks the length and the match', () => {
    expect(
      validateChangePassword({
        old_password: 'x',
        new_password: 'short',
        confirm_password: 'short',
      }),
    ).toEqual({ new_password: REGISTER_MESSAGES.passwordTooShort });
    expect(
      validateChangePassword({
        old_password: 'x',
        new_password: 'long-enough',
        confirm_password: 'long-enougH',
      }),
    ).toEqual({ confirm_password: PROFILE_MESSAGES.passwordMismatch });
    expect(
      validateChangePassword({
        old_password: 'x',
        new_password: 'long-enough',
        confirm_password: 'long-enough',
      }),
    ).toEqual({});
  });

  it('sends the three fields and keeps only server messages for them', () => {
    const values = { old_password: 'a', new_password: 'b', confirm_password: 'b' };
    expect(toChangePasswordRequest(values)).toEqual(values);
    expect(
      passwordFieldErrors({ old_password: PROFILE_MESSAGES.oldPasswordWrong, other: 'x' }),
    ).toEqual({ old_password: PROFILE_MESSAGES.oldPasswordWrong });
  });
});

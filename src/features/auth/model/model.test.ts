import {
  FORGOT_MESSAGES,
  LOGIN_MESSAGES,
  REGISTER_MESSAGES as M,
  RESET_MESSAGES,
} from '@contract/rules';
import { loginErrorMessages, toLoginRequest } from './login';
import {
  toResetPasswordRequest,
  validateForgotPassword,
  validateResetPassword,
} from './password-reset';
import {
  REGISTER_CHECK_ORDER,
  registerInitialValues,
  toRegisterRequest,
  validateRegister,
  type RegisterValues,
} from './register';

const valid: RegisterValues = {
  ...registerInitialValues(),
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada.obi@example.com',
  password: 'secret123',
  password2: 'secret123',
  phone_no: '+234 803 123 4567',
  hear_us: 'From a Friend',
};

describe('validateRegister', () => {
  it('passes a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('lists the ten registration messages and the new-password rule in the order they are checked', () => {
    expect(REGISTER_CHECK_ORDER).toEqual([
      M.firstNameRequired,
      M.lastNameRequired,
      M.emailRequired,
      M.emailInvalid,
      M.passwordRequired,
      M.passwordTooShort,
      M.passwordBlank,
      M.confirmPasswordRequired,
      M.phoneRequired,
      M.phoneInvalid,
      M.passwordMismatch,
      M.hearUsRequired,
    ]);
  });

  it('reports only the first failure of an empty form', () => {
    expect(validateRegister(registerInitialValues())).toEqual({ first_name: M.firstNameRequired });
  });

  it('walks the checks in order as each is fixed', () => {
    const steps: [Partial<RegisterValues>, Record<string, string>][] = [
      [{}, { first_name: M.firstNameRequired }],
      [{ first_name: ' Ada ' }, { last_name: M.lastNameRequired }],
      [{ last_name: 'Obi' }, { email: M.emailRequired }],
      [{ email: 'ada@example.c' }, { email: M.emailInvalid }],
      [{ email: 'ada@example.com' }, { password: M.passwordRequired }],
      [{ password: 'secret123' }, { password2: M.confirmPasswordRequired }],
      [{ password2: 'secret12' }, { phone_no: M.phoneRequired, password2: M.passwordMismatch }],
      [{ phone_no: '8031234567' }, { phone_no: M.phoneInvalid, password2: M.passwordMismatch }],
      [{ phone_no: '08031234567' }, { password2: M.passwordMismatch }],
      [{ password2: 'secret123' }, { hear_us: M.hearUsRequired }],
      [{ hear_us: 'Google' }, {}],
    ];
    let values = registerInitialValues();
    for (const [change, expected] of steps) {
      values = { ...values, ...change };
      expect(validateRegister(values)).toEqual(expected);
      // the first entry is the one the popup shows
      expect(Object.values(validateRegister(values))[0]).toBe(Object.values(expected)[0]);
    }
  });

  it('treats spaces as empty and rejects an unknown hear-us answer', () => {
    expect(validateRegister({ ...valid, last_name: '   ' })).toEqual({
      last_name: M.lastNameRequired,
    });
    expect(validateRegister({ ...valid, hear_us: 'Radio' })).toEqual({ hear_us: M.hearUsRequired });
  });

  it.each(['ada@example', 'ada obi@example.com', 'ada@example.comma', 'ada+1@example.com'])(
    "rejects the e-mail '%s'",
    (email) => expect(validateRegister({ ...valid, email })).toEqual({ email: M.emailInvalid }),
  );

  it.each(['0803123456', '080312345678', '+08031234567', '08O31234567'])(
    "rejects the phone number '%s'",
    (phone_no) =>
      expect(validateRegister({ ...valid, phone_no })).toEqual({ phone_no: M.phoneInvalid }),
  );
});

describe('toRegisterRequest', () => {
  it('trims, uses the e-mail as the username, stores the phone as 0… and keeps the referral code', () => {
    expect(
      toRegisterRequest({
        ...valid,
        first_name: ' Ada ',
        email: ' ada.obi@example.com ',
        referred_by: 'chidi@example.com',
      }),
    ).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      username: 'ada.obi@example.com',
      email: 'ada.obi@example.com',
      password: 'secret123',
      password2: 'secret123',
      phone_no: '08031234567',
      referred_by: 'chidi@example.com',
      hear_us: 'From a Friend',
    });
  });
});

describe('login', () => {
  it('trims the e-mail and refuses empty fields', () => {
    expect(toLoginRequest({ email: ' ada@example.com ', password: ' pw ' })).toEqual({
      email: 'ada@example.com',
      password: ' pw ',
    });
    expect(toLoginRequest({ email: ' ', password: 'pw' })).toBeNull();
    expect(toLoginRequest({ email: 'ada@example.com', password: '' })).toBeNull();
  });

  it('shows the details, then the message when it adds something', () => {
    const error = (message: string, details: string[]) => ({
      status: 401,
      data: { message, errors: details.map((detail) => ({ detail })), data: {} },
    });
    expect(
      loginErrorMessages(error(LOGIN_MESSAGES.wrongCredentials, [LOGIN_MESSAGES.wrongCredentials])),
    ).toEqual([LOGIN_MESSAGES.wrongCredentials]);
    expect(loginErrorMessages(error('Login failed', ['Account is disabled']))).toEqual([
      'Account is disabled',
      'Login failed',
    ]);
    expect(loginErrorMessages({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual([
      'Network Error',
    ]);
  });
});

describe('password reset', () => {
  it('requires a valid e-mail for the reset link', () => {
    expect(validateForgotPassword({ email: '  ' })).toEqual({
      email: FORGOT_MESSAGES.emailRequired,
    });
    expect(validateForgotPassword({ email: 'bad@' })).toEqual({
      email: FORGOT_MESSAGES.emailInvalid,
    });
    expect(validateForgotPassword({ email: 'ada@example.com' })).toEqual({});
  });

  it('checks the new password, its confirmation, then that they match', () => {
    expect(validateResetPassword({ new_password: '', confirm_new_password: '' })).toEqual({
      new_password: RESET_MESSAGES.newRequired,
      confirm_new_password: RESET_MESSAGES.confirmRequired,
    });
    expect(
      validateResetPassword({ new_password: 'secret123', confirm_new_password: 'secret124' }),
    ).toEqual({
      confirm_new_password: RESET_MESSAGES.mismatch,
    });
    expect(
      validateResetPassword({ new_password: 'secret123', confirm_new_password: 'secret123' }),
    ).toEqual({});
  });

  it('needs a new password of at least 8 characters, not only spaces', () => {
    expect(validateResetPassword({ new_password: 'a', confirm_new_password: 'a' })).toEqual({
      new_password: M.passwordTooShort,
    });
    const spaces = ' '.repeat(8);
    expect(validateResetPassword({ new_password: spaces, confirm_new_password: spaces })).toEqual({
      new_password: M.passwordBlank,
    });
  });

  it('sends the token from the link as password_token', () => {
    expect(toResetPasswordRequest({ new_password: 'a', confirm_new_password: 'a' }, 'tok')).toEqual(
      {
        new_password: 'a',
        confirm_new_password: 'a',
        password_token: 'tok',
      },
    );
  });
});

import { useState } from 'react';
import { Formik } from 'formik';
import { useSearchParams } from 'react-router-dom';
import { loggedIn } from '@/entities/user';
import { DELAYS_MS } from '@/shared/config';
import type { LoginResponse } from '@contract/api';
import { pathAfterLogin } from '@contract/navigation';
import { browserNavigation } from '@/shared/lib/navigation';
import { useAppDispatch } from '@/shared/lib/store';
import { LOGIN_MESSAGES } from '@contract/rules';
import { PlainForm, PlainPasswordField, PlainSubmitButton } from '@/shared/ui/form';
import { useOutcome } from '@/shared/ui/outcome';
import { useLoginMutation } from '../api/authApi';
import { AUTH_TEXTS } from '../config/texts';
import { EmailField } from './EmailField';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { useAfterDelay } from '@/shared/lib/timing';
import {
  loginErrorMessages,
  loginInitialValues,
  needsCode,
  toLoginRequest,
  type LoginValues,
} from '../model/login';

/**
 * E-mail and password; on success the token is stored, 'Logged in successfully' shows, and a
 * second later a full page load opens the page the user was sent here from, else the dashboard (the
 * console for staff).
 * A staff member with two-factor sign-in on is asked for the authentication code in between.
 */
export function LoginForm({
  onCodeStep,
}: {
  /** told when the form moves to the code step and back */
  onCodeStep?: (asking: boolean) => void;
} = {}) {
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [challenge, setChallenge] = useState<{ token: string; message: string } | null>(null);
  // staff land on the console, customers on the dashboard
  const [signedIn, setSignedIn] = useState<{ staff: boolean } | null>(null);
  const { succeed, fail } = useOutcome();

  useAfterDelay(signedIn !== null, DELAYS_MS.loginRedirect, () =>
    browserNavigation.fullPageLoad(pathAfterLogin(search, signedIn?.staff)),
  );

  const finish = ({ access, staff_role }: LoginResponse, message: string | undefined) => {
    dispatch(loggedIn(access));
    setSignedIn({ staff: staff_role !== undefined });
    succeed(message ?? AUTH_TEXTS.loggedIn, { toast: true });
  };

  const submit = async (values: LoginValues) => {
    const request = toLoginRequest(values);
    if (!request) {
      fail([LOGIN_MESSAGES.invalid], { list: false });
      return;
    }
    const result = await login(request);
    if (result.error) {
      fail(loginErrorMessages(result.error), { list: false });
      return;
    }
    const { data, message } = result.data;
    if (needsCode(data)) {
      setChallenge({ token: data.challenge, message: message ?? LOGIN_MESSAGES.codeNeeded });
      onCodeStep?.(true);
      return;
    }
    finish(data, message);
  };

  if (challenge)
    return (
      <TwoFactorCodeForm
        challenge={challenge.token}
        prompt={challenge.message}
        signedIn={signedIn !== null}
        onSignedIn={finish}
        onRestart={() => {
          setChallenge(null);
          onCodeStep?.(false);
        }}
      />
    );

  return (
    <Formik initialValues={loginInitialValues} onSubmit={submit}>
      <PlainForm aria-label="Login">
        <EmailField />
        <PlainPasswordField name="password" label="Password" autoComplete="current-password" />
        <PlainSubmitButton
          busy={isLoading}
          busyLabel={AUTH_TEXTS.loginBusy}
          disabled={signedIn !== null}
        >
          Login
        </PlainSubmitButton>
      </PlainForm>
    </Formik>
  );
}

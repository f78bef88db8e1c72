import { Formik } from 'formik';
import { loggedIn } from '@/entities/user';
import { DELAYS_MS, ROUTES } from '@/shared/config';
import { browserNavigation } from '@/shared/lib/navigation';
import { useAppDispatch } from '@/shared/lib/store';
import { LOGIN_MESSAGES } from '@/shared/lib/rules';
import { PlainForm, PlainPasswordField, PlainSubmitButton } from '@/shared/ui/form';
import { useOutcome } from '@/shared/ui/outcome';
import { useLoginMutation } from '../api/authApi';
import { AUTH_TEXTS } from '../config/texts';
import { EmailField } from './EmailField';
import { useAfterDelay } from '@/shared/lib/timing';
import {
  loginErrorMessages,
  loginInitialValues,
  toLoginRequest,
  type LoginValues,
} from '../model/login';

/**
 * SPEC 2.2, 4, 5, 8: e-mail and password; on success the token is stored, 'Logged in successfully'
 * shows, and a full page load opens the dashboard a second later.
 */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const [login, { isLoading, isSuccess }] = useLoginMutation();
  const { succeed, fail } = useOutcome();

  useAfterDelay(isSuccess, DELAYS_MS.loginRedirect, () =>
    browserNavigation.fullPageLoad(ROUTES.dashboard),
  );

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
    dispatch(loggedIn(result.data.data.access));
    succeed(result.data.message ?? AUTH_TEXTS.loggedIn, { toast: true });
  };

  return (
    <Formik initialValues={loginInitialValues} onSubmit={submit}>
      <PlainForm aria-label="Login">
        <EmailField />
        <PlainPasswordField name="password" label="Password" autoComplete="current-password" />
        <PlainSubmitButton busy={isLoading} busyLabel={AUTH_TEXTS.loginBusy} disabled={isSuccess}>
          Login
        </PlainSubmitButton>
      </PlainForm>
    </Formik>
  );
}

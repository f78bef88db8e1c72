import { useState } from 'react';
import { Formik } from 'formik';
import type { LoginResponse } from '@contract/api';
import { PlainForm, PlainSubmitButton, PlainTextField } from '@/shared/ui/form';
import { useOutcome } from '@/shared/ui/outcome';
import { useLoginTwoFactorMutation } from '../api/authApi';
import { AUTH_TEXTS } from '../config/texts';
import { loginErrorMessages, toCode } from '../model/login';
import styles from './two-factor-code-form.module.css';

interface TwoFactorCodeFormProps {
  /** from the login answer; sent back with the code */
  challenge: string;
  /** what the server asked for */
  prompt: string;
  signedIn: boolean;
  onSignedIn: (signedIn: LoginResponse, message: string | undefined) => void;
  /** back to e-mail and password (a challenge lasts a few minutes) */
  onRestart: () => void;
}

/**
 * The second step of a staff member's sign-in: the 6-digit code from the authenticator app, or
 * (after "Use a recovery code") one of the recovery codes given at set-up.
 */
export function TwoFactorCodeForm({
  challenge,
  prompt,
  signedIn,
  onSignedIn,
  onRestart,
}: TwoFactorCodeFormProps) {
  const [sendCode, { isLoading }] = useLoginTwoFactorMutation();
  const [recovery, setRecovery] = useState(false);
  const { fail } = useOutcome();

  const submit = async ({ code: typed }: { code: string }) => {
    const code = toCode(typed);
    if (!code) {
      fail([recovery ? AUTH_TEXTS.recoveryCodeRequired : AUTH_TEXTS.codeRequired], {
        list: false,
      });
      return;
    }
    const result = await sendCode({ challenge, code });
    if (result.error) fail(loginErrorMessages(result.error), { list: false });
    else onSignedIn(result.data.data, result.data.message);
  };

  return (
    <Formik initialValues={{ code: '' }} onSubmit={submit}>
      {({ setFieldValue }) => (
        <PlainForm aria-label="Two-factor sign-in">
          <p className={styles.prompt} role="status">
            {recovery ? AUTH_TEXTS.recoveryPrompt : prompt}
          </p>
          <PlainTextField
            key={recovery ? 'recovery' : 'code'}
            name="code"
            label={recovery ? 'Recovery code' : 'Authentication code'}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="off"
            spellCheck={false}
            placeholder={recovery ? 'xxxxx-xxxxx' : undefined}
            autoFocus
          />
          <PlainSubmitButton busy={isLoading} busyLabel={AUTH_TEXTS.loginBusy} disabled={signedIn}>
            Verify
          </PlainSubmitButton>
          <div className={styles.links}>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                setRecovery(!recovery);
                void setFieldValue('code', '');
              }}
            >
              {recovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
            </button>
            <button type="button" className={styles.link} onClick={onRestart}>
              Start again
            </button>
          </div>
        </PlainForm>
      )}
    </Formik>
  );
}

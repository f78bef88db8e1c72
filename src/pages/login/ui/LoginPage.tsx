import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, LoginForm } from '@/features/auth';
import { ROUTES } from '@/shared/config';
import { isSessionExpired } from '@contract/navigation';
import styles from './login-page.module.css';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * /login; says so when an expired session sent the customer here. A staff member asked for the
 * authentication code sees that step alone, under its own title.
 */
export function LoginPage() {
  const [search] = useSearchParams();
  const [codeStep, setCodeStep] = useState(false);
  return (
    <AuthCard
      title={codeStep ? 'Two-factor sign-in' : 'Login'}
      intro={
        codeStep
          ? undefined
          : 'Welcome back. Sign in to fund your wallet and buy airtime, data and more.'
      }
      footer={
        codeStep ? undefined : (
          <>
            <p>
              <Link to={ROUTES.forgotPassword}>Forgot password?</Link>
            </p>
            <p>
              Don&apos;t have an account? <Link to={ROUTES.register}>Register</Link>
            </p>
          </>
        )
      }
    >
      {!codeStep && isSessionExpired(search) && (
        <p className={styles.notice} role="status">
          {SESSION_EXPIRED_MESSAGE}
        </p>
      )}
      <LoginForm onCodeStep={setCodeStep} />
    </AuthCard>
  );
}

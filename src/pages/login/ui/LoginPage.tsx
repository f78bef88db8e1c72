import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, LoginForm } from '@/features/auth';
import { ROUTES } from '@/shared/config';
import { isSessionExpired } from '@/shared/lib/navigation';
import styles from './login-page.module.css';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** /login; says so when an expired session sent the customer here. */
export function LoginPage() {
  const [search] = useSearchParams();
  return (
    <AuthCard
      title="Login"
      intro="Welcome back. Sign in to fund your wallet and buy airtime, data and more."
      footer={
        <>
          <p>
            <Link to={ROUTES.forgotPassword}>Forgot password?</Link>
          </p>
          <p>
            Don&apos;t have an account? <Link to={ROUTES.register}>Register</Link>
          </p>
        </>
      }
    >
      {isSessionExpired(search) && (
        <p className={styles.notice} role="status">
          {SESSION_EXPIRED_MESSAGE}
        </p>
      )}
      <LoginForm />
    </AuthCard>
  );
}

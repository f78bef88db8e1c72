import { Link } from 'react-router-dom';
import { AuthCard, LoginForm } from '@/features/auth';
import { ROUTES } from '@/shared/config';

/** /login (SPEC 2.2). */
export function LoginPage() {
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
      <LoginForm />
    </AuthCard>
  );
}

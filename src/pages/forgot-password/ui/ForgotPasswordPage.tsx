import { Link } from 'react-router-dom';
import { AuthCard, ForgotPasswordForm } from '@/features/auth';
import { ROUTES } from '@/shared/config';

/** /forgot-password. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password"
      intro="Enter the email address you registered with and we will send you a link to reset your password."
      footer={
        <p>
          Remembered it? <Link to={ROUTES.login}>Back to login</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

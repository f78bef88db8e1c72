import { Link } from 'react-router-dom';
import { AuthCard, ResetPasswordForm } from '@/features/auth';
import { ROUTES } from '@/shared/config';

/** /password-reset/confirm/?token=...: the page the reset e-mail links to. */
export function PasswordResetConfirmPage() {
  return (
    <AuthCard
      title="Reset password"
      intro="Set a new password with the link we emailed you."
      footer={
        <>
          <p>
            Link expired? <Link to={ROUTES.forgotPassword}>Get a new reset link</Link>
          </p>
          <p>
            <Link to={ROUTES.login}>Back to login</Link>
          </p>
        </>
      }
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}

import { Alert } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, ResetPasswordForm } from '@/features/auth';
import { ROUTES } from '@/shared/config';
import { RESET_MESSAGES } from '@/shared/lib/rules';

/** /password-reset/confirm/?token=... (SPEC 2.2): the page the reset e-mail links to. */
export function PasswordResetConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const requestLink = <Link to={ROUTES.forgotPassword}>Request a new reset link</Link>;
  return (
    <AuthCard
      title="Reset password"
      intro={token ? 'Choose a new password for your account.' : undefined}
      footer={
        <>
          {token && <p>Link not working? {requestLink}</p>}
          <p>
            <Link to={ROUTES.login}>Back to login</Link>
          </p>
        </>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert type="warning" showIcon title={RESET_MESSAGES.tokenInvalid} description={requestLink} />
      )}
    </AuthCard>
  );
}

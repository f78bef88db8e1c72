import { Link, useParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth';
import { errorMessage } from '@/shared/api';
import { PlainSubmitButton } from '@/shared/ui/form';
import { ROUTES } from '@/shared/config';
import { useOptOutMutation } from '../api/optOutApi';

/**
 * /opt-out/:token, the link at the end of every marketing message. Opting out takes one press (not
 * the page load, so a mail scanner opening links opts nobody out); no sign-in is needed.
 */
export function OptOutPage() {
  const { token = '' } = useParams();
  const [optOut, { data, error, isLoading }] = useOptOutMutation();
  return (
    <AuthCard
      title="Marketing messages"
      footer={
        <p>
          Changed your mind? Turn them back on in your <Link to={ROUTES.profile}>profile</Link>.
        </p>
      }
    >
      {data ? (
        <p role="status">{data.message}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void optOut(token);
          }}
        >
          <p>
            Stop our offers and news by e-mail and SMS. Receipts and security messages still come.
          </p>
          {error && <p role="alert">{errorMessage(error)}</p>}
          <PlainSubmitButton busy={isLoading}>Stop marketing messages</PlainSubmitButton>
        </form>
      )}
    </AuthCard>
  );
}

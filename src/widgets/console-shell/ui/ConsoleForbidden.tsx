import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { CONSOLE_ROUTES, ROUTES } from '@/shared/config';

export const FORBIDDEN_TEXTS = {
  notStaff: 'This page is for NairaTop staff.',
  ownerOnly: 'This page is for the owner.',
  twoFactorFirst: 'Set up two-factor sign-in first',
  twoFactorWhy: 'Owners must use an authenticator app to sign in before using the console.',
} as const;

/** A 403 page: to a customer who opened the console, or to support on an owner's screen. */
export function ConsoleForbidden({ ownerOnly = false }: { ownerOnly?: boolean }) {
  return (
    <Result
      status="403"
      title={ownerOnly ? FORBIDDEN_TEXTS.ownerOnly : FORBIDDEN_TEXTS.notStaff}
      extra={
        <Button type="primary">
          {ownerOnly ? (
            <Link to={CONSOLE_ROUTES.overview}>Back to the console</Link>
          ) : (
            <Link to={ROUTES.dashboard}>Go to your dashboard</Link>
          )}
        </Button>
      }
    />
  );
}

/** To an owner who must turn two-factor sign-in on before any other console screen. */
export function TwoFactorFirst() {
  return (
    <Result
      status="warning"
      title={FORBIDDEN_TEXTS.twoFactorFirst}
      subTitle={FORBIDDEN_TEXTS.twoFactorWhy}
      extra={
        <Button type="primary">
          <Link to={CONSOLE_ROUTES.security}>Set up two-factor sign-in</Link>
        </Button>
      }
    />
  );
}

import { Result } from 'antd';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { ROUTES } from '@/shared/config';
import { LinkButton } from '@/shared/ui/link-button';
import { ResultTitle } from '@/shared/ui/result-title';

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
      title={
        <ResultTitle>
          {ownerOnly ? FORBIDDEN_TEXTS.ownerOnly : FORBIDDEN_TEXTS.notStaff}
        </ResultTitle>
      }
      extra={
        ownerOnly ? (
          <LinkButton to={CONSOLE_ROUTES.overview}>Back to the console</LinkButton>
        ) : (
          <LinkButton to={ROUTES.dashboard}>Go to your dashboard</LinkButton>
        )
      }
    />
  );
}

/** To an owner who must turn two-factor sign-in on before any other console screen. */
export function TwoFactorFirst() {
  return (
    <Result
      status="warning"
      title={<ResultTitle>{FORBIDDEN_TEXTS.twoFactorFirst}</ResultTitle>}
      subTitle={FORBIDDEN_TEXTS.twoFactorWhy}
      extra={<LinkButton to={CONSOLE_ROUTES.security}>Set up two-factor sign-in</LinkButton>}
    />
  );
}

import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { CONSOLE_ROUTES, ROUTES } from '@/shared/config';

export const FORBIDDEN_TEXTS = {
  notStaff: 'This page is for NairaTop staff.',
  ownerOnly: 'This page is for the owner.',
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

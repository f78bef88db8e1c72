import { fullName, selectIsAuthenticated, useGetUserQuery } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { useAppSelector } from '@/shared/lib/store';
import { LinkButton } from '@/shared/ui/link-button';
import styles from './account-actions.module.css';

interface AccountActionsProps {
  /** full-width buttons, for the mobile menu */
  block?: boolean;
  onNavigate?: () => void;
}

/** Register and Login for a visitor; the user's name and a Dashboard button once signed in. */
export function AccountActions({ block = false, onNavigate }: AccountActionsProps) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { data: user } = useGetUserQuery(undefined, { skip: !signedIn });
  if (signedIn) {
    const name = fullName(user);
    return (
      <>
        {name && <span className={styles.name}>{name}</span>}
        <LinkButton
          to={ROUTES.dashboard}
          size={block ? 'medium' : 'small'}
          block={block}
          onClick={onNavigate}
        >
          Dashboard
        </LinkButton>
      </>
    );
  }
  return (
    <>
      <LinkButton
        to={ROUTES.register}
        variant="outline"
        size={block ? 'medium' : 'small'}
        block={block}
        onClick={onNavigate}
      >
        Register
      </LinkButton>
      <LinkButton
        to={ROUTES.login}
        size={block ? 'medium' : 'small'}
        block={block}
        onClick={onNavigate}
      >
        Login
      </LinkButton>
    </>
  );
}

/** On a phone, where the header's actions fold into the menu, a signed-in user keeps Dashboard. */
export function DashboardShortcut({ className }: { className?: string }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  if (!signedIn) return null;
  return (
    <LinkButton to={ROUTES.dashboard} size="small" className={className}>
      Dashboard
    </LinkButton>
  );
}

import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, selectSessionExpired } from '@/entities/user';
import { ROUTES } from '@/shared/config';
// The login address rule is shared with the server, which sends a dead session to the same page.
import { loginPathFor } from '@contract/navigation';
import { useAppSelector } from '@/shared/lib/store';

/**
 * A login-required route sends a visitor without a token to the login page, which returns to the
 * page asked for afterwards and says so when the session expired.
 */
export function RequireAuth() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const expired = useAppSelector(selectSessionExpired);
  const location = useLocation();
  if (!authenticated)
    return <Navigate to={loginPathFor(location.pathname + location.search, expired)} replace />;
  return <Outlet />;
}

/**
 * The login and register pages send a user who arrives signed in straight to the dashboard. A
 * login made on the page itself is left to finish (its message, then its own page load).
 */
export function RedirectIfSignedIn() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [signedInOnEntry] = useState(authenticated);
  if (signedInOnEntry) return <Navigate to={ROUTES.dashboard} replace />;
  return <Outlet />;
}

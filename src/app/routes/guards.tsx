import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsAuthenticated } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { useAppSelector } from '@/shared/lib/store';

/** SPEC 4: a login-required route sends a visitor without a token to the login page. */
export function RequireAuth() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!authenticated)
    return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

import { useCallback } from 'react';
import { loggedOut } from '@/entities/user';
import { useAppDispatch } from '@/shared/lib/store';
import { useLogoutMutation } from '../api/authApi';

/**
 * Signs this device out: the server ends the session first (so a copy of the token stops working
 * too), then the token is dropped here whatever the server answered (offline, already ended).
 */
export function useServerLogout() {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    await logout();
    dispatch(loggedOut());
  }, [dispatch, logout]);
}

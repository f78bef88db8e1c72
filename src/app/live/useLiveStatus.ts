import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { startLiveStatus } from './live-status';

/** Keeps the screens current while the component that calls it is mounted (signed-in pages). */
export function useLiveStatus() {
  const store = useStore();
  useEffect(
    () =>
      startLiveStatus({
        dispatch: (action) => store.dispatch(action as Parameters<typeof store.dispatch>[0]),
        getState: () => store.getState() as Record<string, unknown>,
      }),
    [store],
  );
}

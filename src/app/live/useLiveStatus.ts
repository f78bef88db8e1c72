import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { afterFirstPaint, reportAssetFailure } from '@/shared/lib/dom';

/**
 * Keeps the screens current while the component that calls it is mounted (signed-in pages). The
 * stream's code arrives after the page has drawn: a page's first answers are in its HTML, and the
 * stream's first event only says whether they are still current.
 */
export function useLiveStatus() {
  const store = useStore();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = afterFirstPaint(() => {
      import('./live-status')
        .then(({ startLiveStatus }) => {
          if (unmounted) return;
          stop = startLiveStatus({
            dispatch: (action) => store.dispatch(action as Parameters<typeof store.dispatch>[0]),
            getState: () => store.getState() as Record<string, unknown>,
          });
        })
        .catch(reportAssetFailure);
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [store]);
}

import { Outlet, useMatches } from 'react-router-dom';
import { usePageTitle } from '@/shared/lib/dom';

export interface RouteHandle {
  title?: string;
}

/** Sets the document title from the deepest matched route's handle. */
export function RouteTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  usePageTitle(title);
  return <Outlet />;
}

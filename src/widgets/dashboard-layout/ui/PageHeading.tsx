import { Link, useLocation, useMatches } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import styles from './dashboard-layout.module.css';

interface RouteHandle {
  title?: string;
}

/** The deepest matched route's handle title. */
function useRouteTitle() {
  const matches = useMatches();
  return [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
}

/** Every dashboard page: the route's title as h1 and, below the home, a way back to it. */
export function PageHeading() {
  const title = useRouteTitle() ?? 'Dashboard';
  const { pathname } = useLocation();
  const isHome = (pathname.replace(/\/+$/, '') || '/') === ROUTES.dashboard;
  return (
    <div className={styles.heading}>
      {!isHome && (
        // antd's breadcrumb look in plain markup: antd's Breadcrumb brings its dropdown along
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to={ROUTES.dashboard}>Dashboard</Link>
            </li>
            <li className={styles.breadcrumbSeparator} aria-hidden="true">
              /
            </li>
            <li>
              <span aria-current="page">{title}</span>
            </li>
          </ol>
        </nav>
      )}
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { ROUTES, site } from '@/shared/config';
import styles from './dashboard-layout.module.css';

/** The logo, or its first letter in a collapsed sider, linking to the dashboard home. */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={ROUTES.dashboard} className={styles.brand} aria-label={`${site.brandName} dashboard`}>
      {compact ? (
        <span className={styles.brandMark} aria-hidden="true">
          {site.brandName.charAt(0)}
        </span>
      ) : (
        <img src="/media/brand/logo.svg" alt="" width={135} height={30} />
      )}
    </Link>
  );
}

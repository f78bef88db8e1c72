import { Link } from 'react-router-dom';
import { DASHBOARD_QUICK_LINKS } from '@/shared/config';
import { MenuIcon } from '@/shared/ui/menu-icon';
import styles from './dashboard.module.css';

/** Shortcuts to the services and the transaction list. */
export function QuickLinks() {
  return (
    <nav aria-labelledby="quick-links-title" className={styles.block}>
      <h2 id="quick-links-title" className={styles.cardTitle}>
        Quick Links
      </h2>
      <ul className={styles.quickLinks}>
        {DASHBOARD_QUICK_LINKS.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className={styles.quickLink}>
              <span className={styles.quickIcon}>
                <MenuIcon name={entry.icon} />
              </span>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

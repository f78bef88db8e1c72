import { NavLink } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { MAIN_LINKS, MOBILE_MENU_ID } from '../config/links';
import { AccountActions, DashboardShortcut } from './AccountActions';
import { BrandLogo } from './BrandLogo';
import styles from './header.module.css';

interface HeaderProps {
  /** the copy that slides in once the page is scrolled */
  sticky?: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * The main menu with Register and Login, or the user's name and Dashboard once signed in; on phones
 * a menu button replaces the links.
 */
export function Header({ sticky = false, menuOpen, onToggleMenu }: HeaderProps) {
  const inner = (
    <Container className={styles.inner}>
      <BrandLogo />
      <nav aria-label={sticky ? 'Main (sticky)' : 'Main'} className={styles.nav}>
        <ul>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === ROUTES.home} className={navClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <AccountActions />
      </div>
      <DashboardShortcut className={styles.shortcut} />
      <button
        type="button"
        className={styles.toggle}
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
        onClick={onToggleMenu}
      >
        <span className={styles.bars} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
    </Container>
  );
  // One banner landmark: the sticky copy is a plain block.
  return sticky ? (
    <div className={`${styles.header} ${styles.sticky}`}>{inner}</div>
  ) : (
    <header className={styles.header}>{inner}</header>
  );
}

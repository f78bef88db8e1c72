import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { SocialLinks } from '@/shared/ui/social-links';
import { MAIN_LINKS, MOBILE_MENU_ID } from '../config/links';
import { AccountActions } from './AccountActions';
import { BrandLogo } from './BrandLogo';
import { ContactList } from './ContactList';
import { CloseIcon } from './icons';
import styles from './mobile-menu.module.css';

/** matches header.module.css, where the full menu replaces the menu button */
const DESKTOP_QUERY = '(min-width: 992px)';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab past the menu's last control comes back to its first, Shift+Tab the other way round. */
function keepFocusIn(panel: HTMLElement | null, event: KeyboardEvent) {
  if (event.key !== 'Tab' || !panel) return;
  const controls = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault();
    first.focus();
  }
}

interface MobileMenuProps {
  onClose: () => void;
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * Slide-in menu for phones, mounted only while open. It repeats the main links, closes
 * on a link, the close button, the backdrop, Escape or a widening window, keeps Tab inside itself
 * while open (the page behind is inert), and gives focus back when it closes.
 */
export function MobileMenu({ onClose }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      keepFocusIn(panelRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    // Widening the window past the phone layout shows the full menu, so this one closes.
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
      if (previous?.isConnected) previous.focus();
    };
  }, [onClose]);

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <nav ref={panelRef} id={MOBILE_MENU_ID} className={styles.panel} aria-label="Mobile">
        <div className={styles.top}>
          <BrandLogo onClick={onClose} />
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.links}>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === ROUTES.home}
                className={navClass}
                onClick={onClose}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <AccountActions block onNavigate={onClose} />
        </div>
        <ContactList className={styles.contacts} withLocation={false} />
        <SocialLinks />
      </nav>
    </div>
  );
}

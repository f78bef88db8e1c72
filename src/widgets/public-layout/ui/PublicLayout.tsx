import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { hidePreloader } from '@/shared/lib/dom';
import { STICKY_HEADER_OFFSET } from '../config/links';
import { useBodyScrollLock } from '../model/useBodyScrollLock';
import { useScrolledPast } from '../model/useScrolledPast';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { TopBar } from './TopBar';
import styles from './public-layout.module.css';

/**
 * A dialog left open by the previous page is closed on entry. antd is only loaded when
 * one is on screen, so the public layout's chunk never depends on it (home and layout stay light).
 */
function destroyLeftoverModals() {
  if (!document.querySelector('.ant-modal-root')) return;
  void import('antd').then(({ Modal }) => Modal.destroyAll());
}

/** The frame of every public page. */
export function PublicLayout() {
  const location = useLocation();
  // The menu is open for the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const scrolled = useScrolledPast(STICKY_HEADER_OFFSET);

  const toggleMenu = useCallback(
    () => setMenuOpenAt((openAt) => (openAt === location.key ? null : location.key)),
    [location.key],
  );
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);

  useEffect(hidePreloader, []);
  useBodyScrollLock(menuOpen);

  // Each new page starts at the top, without a dialog left over from the last one.
  useEffect(() => {
    window.scrollTo(0, 0);
    destroyLeftoverModals();
  }, [location.pathname]);

  return (
    <div className={styles.layout}>
      {/* While the phone menu is open the page behind it takes no focus or clicks: Tab stays in
          the menu, as in any dialog. */}
      <div className={styles.page} inert={menuOpen}>
        <a href="#main" className={styles.skip}>
          Skip to main content
        </a>
        <TopBar />
        <Header menuOpen={menuOpen} onToggleMenu={toggleMenu} />
        {scrolled && <Header sticky menuOpen={menuOpen} onToggleMenu={toggleMenu} />}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
    </div>
  );
}

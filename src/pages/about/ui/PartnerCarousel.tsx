import { useState } from 'react';
import { PackageLogo } from '@/entities/package';
import { PARTNERS } from '../config/partners';
import styles from './partner-carousel.module.css';

const LOGO_SIZE = 64;

/**
 * A CSS-only marquee of partner logos. The list is drawn twice for a seamless loop; the copy is
 * hidden from assistive technology. It pauses on hover, on focus, with the button, and does not
 * move at all when the visitor prefers reduced motion.
 */
export function PartnerCarousel() {
  const [paused, setPaused] = useState(false);
  return (
    <div className={styles.carousel}>
      <div className={paused ? `${styles.viewport} ${styles.paused}` : styles.viewport}>
        <ul className={styles.track} aria-label="Our partners">
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              <PackageLogo image={partner.logo} title={partner.name} size={LOGO_SIZE} />
            </li>
          ))}
        </ul>
        <ul className={`${styles.track} ${styles.copy}`} aria-hidden="true">
          {PARTNERS.map((partner) => (
            <li key={partner.name}>
              <PackageLogo image={partner.logo} title={partner.name} size={LOGO_SIZE} decorative />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className={styles.toggle} onClick={() => setPaused((value) => !value)}>
        {paused ? 'Play logo carousel' : 'Pause logo carousel'}
      </button>
    </div>
  );
}

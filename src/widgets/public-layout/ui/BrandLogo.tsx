import { Link } from 'react-router-dom';
import { site } from '@/shared/config';
import { BRAND_LOGO } from '../config/links';
import styles from './brand-logo.module.css';

/** The brand logo linking home; the image's alt text names the link. */
export function BrandLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className={styles.brand} onClick={onClick}>
      <img
        src={BRAND_LOGO.src}
        alt={site.brandName}
        width={BRAND_LOGO.width}
        height={BRAND_LOGO.height}
      />
    </Link>
  );
}

import { Link } from 'react-router-dom';
import { ROUTES, site } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { SocialLinks } from '@/shared/ui/social-links';
import { LocationIcon, MailIcon, PhoneIcon } from './icons';
import styles from './top-bar.module.css';

/** SPEC 2.1 top bar: location, support e-mail and phone, social links, FAQs and About. */
export function TopBar() {
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <ul className={styles.contacts}>
          <li className={styles.location}>
            <LocationIcon />
            <span>Nigeria</span>
          </li>
          <li>
            <a href={`mailto:${site.supportEmail}`}>
              <MailIcon />
              <span>{site.supportEmail}</span>
            </a>
          </li>
          <li>
            <a href={`tel:${site.supportPhone}`}>
              <PhoneIcon />
              <span>{site.supportPhone}</span>
            </a>
          </li>
        </ul>
        <div className={styles.end}>
          <ul className={styles.links}>
            <li>
              <Link to={ROUTES.faq}>FAQs</Link>
            </li>
            <li>
              <Link to={ROUTES.about}>About</Link>
            </li>
          </ul>
          <SocialLinks tone="light" className={styles.social} />
        </div>
      </Container>
    </div>
  );
}

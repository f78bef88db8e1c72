import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { SocialLinks } from '@/shared/ui/social-links';
import { ContactList } from './ContactList';
import styles from './top-bar.module.css';

/** Top bar: location, support e-mail and phone, social links, FAQs and About. */
export function TopBar() {
  return (
    <aside className={styles.bar} aria-label="Contact and quick links">
      <Container className={styles.inner}>
        <ContactList className={styles.contacts} locationClassName={styles.location} />
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
    </aside>
  );
}

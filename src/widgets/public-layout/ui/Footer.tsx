import { Link } from 'react-router-dom';
import { site } from '@/shared/config';
import { ChatButton } from '@/shared/ui/chat-button';
import { Container } from '@/shared/ui/container';
import { SocialLinks } from '@/shared/ui/social-links';
import { BRAND_LOGO, QUICK_LINKS } from '../config/links';
import { ContactList } from './ContactList';
import styles from './footer.module.css';

/*
 * The year is read directly rather than through contract/format's currentYear: that module
 * also loads dayjs and numeral, about 7 KB gzipped that the first page does not otherwise need.
 */
const copyrightYear = () => new Date().getFullYear();

/** Footer: description, quick links, API documentation, contacts and copyright. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <Container className={styles.grid}>
        <div className={styles.about}>
          <img
            src={BRAND_LOGO.src}
            alt={site.brandName}
            width={BRAND_LOGO.width}
            height={BRAND_LOGO.height}
            loading="lazy"
          />
          <p>
            {site.brandName} is a reliable platform for purchasing airtime, data bundles, cableTV
            subscription and electricity bill payments in Nigeria.
          </p>
          <SocialLinks />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Developers</h2>
          <p className={styles.note}>Connect your own app or website to our services.</p>
          <ul className={styles.list}>
            <li>
              <a href={site.apiDocsUrl} target="_blank" rel="noopener">
                API Documentation
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Contact Us</h2>
          <ContactList className={`${styles.list} ${styles.contacts}`} phoneFirst />
          <ChatButton className={styles.chat} />
        </div>
      </Container>
      <div className={styles.bottom}>
        <Container>
          <p>
            © {copyrightYear()} {site.brandName}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}

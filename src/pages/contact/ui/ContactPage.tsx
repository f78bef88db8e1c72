import { site, whatsappNumber } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { PageHero } from '@/shared/ui/page-hero';
import { SocialLinks } from '@/shared/ui/social-links';
import styles from './contact.module.css';

/** /contact: address, phone, support e-mail and social profiles. */
export function ContactPage() {
  return (
    <>
      <PageHero
        title="Contact Us"
        lead="Questions about a purchase, your wallet or becoming an agent? Our support team is available 24/7."
      />
      <Container className={styles.body}>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <h2>Address</h2>
            <address className={styles.address}>
              {site.brandName}
              <br />
              Nigeria
            </address>
            <p className={styles.note}>We serve customers online across the whole country.</p>
          </li>
          <li className={styles.card}>
            <h2>Phone and WhatsApp</h2>
            <p>
              <a href={`tel:${site.supportPhone}`} className={styles.value}>
                {site.supportPhone}
              </a>
            </p>
            <p className={styles.note}>
              Call us, or{' '}
              <a
                href={`https://wa.me/${whatsappNumber(site.supportPhone)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                chat with us on WhatsApp
              </a>
              .
            </p>
          </li>
          <li className={styles.card}>
            <h2>E-mail</h2>
            <p>
              <a href={`mailto:${site.supportEmail}`} className={styles.value}>
                {site.supportEmail}
              </a>
            </p>
            <p className={styles.note}>
              Include your registered e-mail address and, for a purchase, its transaction reference.
            </p>
          </li>
        </ul>
        <section className={styles.social} aria-labelledby="social-title">
          <h2 id="social-title">Follow us</h2>
          <p>News, offers and service updates from {site.brandName}.</p>
          <SocialLinks withLabels />
        </section>
      </Container>
    </>
  );
}

import { site } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { PageHero } from '@/shared/ui/page-hero';
import { FAQS } from './faq-content';
import styles from './faq.module.css';

/** /faq: an accordion of native details elements (keyboard and screen reader ready). */
export function FaqPage() {
  return (
    <>
      <PageHero
        title="Frequently Asked Questions"
        lead={`Quick answers about ${site.brandName}, your wallet and your purchases.`}
      />
      <Container className={styles.body}>
        <div className={styles.list}>
          {FAQS.map((faq, index) => (
            <details key={faq.question} className={styles.item} open={index === 0}>
              <summary className={styles.question}>
                <h2>{faq.question}</h2>
              </summary>
              <div className={styles.answer}>{faq.answer}</div>
            </details>
          ))}
        </div>
        <p className={styles.more}>
          Still have a question? Write to{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or call{' '}
          <a href={`tel:${site.supportPhone}`}>{site.supportPhone}</a>. We are available 24/7.
        </p>
      </Container>
    </>
  );
}

import { Layout } from 'antd';
import { site, whatsappNumber } from '@/shared/config';
import { currentYear } from '@contract/format';
import { ChatButton } from '@/shared/ui/chat-button';
import { SocialLinks } from '@/shared/ui/social-links';
import styles from './dashboard-layout.module.css';

/** The dashboard footer: the chat button, social links, copyright year and support WhatsApp number. */
export function DashboardFooter() {
  return (
    <Layout.Footer className={styles.footer}>
      <ChatButton />
      <SocialLinks className={styles.social} />
      <p className={styles.footerText}>
        © {currentYear()} {site.brandName}. All rights reserved.
      </p>
      <p className={styles.footerText}>
        Support on WhatsApp:{' '}
        <a
          href={`https://wa.me/${whatsappNumber(site.supportPhone)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {site.supportPhone}
        </a>
      </p>
    </Layout.Footer>
  );
}

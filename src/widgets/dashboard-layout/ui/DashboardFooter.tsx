import { Layout } from 'antd';
import { site, whatsappNumber } from '@/shared/config';
import { currentYear } from '@/shared/lib/format';
import { SocialLinks } from '@/shared/ui/social-links';
import styles from './dashboard-layout.module.css';

/**
 * SPEC 2.3 footer: social links, copyright year and the support WhatsApp number. `clearChatButton`
 * keeps its content clear of the fixed chat button when no wide sider sits under that button.
 */
export function DashboardFooter({ clearChatButton = false }: { clearChatButton?: boolean }) {
  const className = clearChatButton ? `${styles.footer} ${styles.footerClear}` : styles.footer;
  return (
    <Layout.Footer className={className}>
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

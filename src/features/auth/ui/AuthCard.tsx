import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  /** the page's one h1 */
  title: string;
  intro?: ReactNode;
  /** links under the form */
  footer?: ReactNode;
  /** wider card for the longer register form */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The centred card every sign-in screen sits in, inside the public layout. Plain elements rather
 * than antd's Card and Typography, which pull in Tabs, Dropdown and Tooltip machinery (~200 KB).
 */
export function AuthCard({ title, intro, footer, wide = false, children }: AuthCardProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-card-title">
      <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}

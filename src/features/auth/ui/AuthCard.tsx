import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
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

/** The centred card every sign-in screen sits in, inside the public layout. */
export function AuthCard({ title, intro, footer, wide = false, children }: AuthCardProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-card-title">
      <Card className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <Typography.Title level={1} id="auth-card-title" className={styles.title}>
          {title}
        </Typography.Title>
        {intro && <Typography.Paragraph className={styles.intro}>{intro}</Typography.Paragraph>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </Card>
    </section>
  );
}

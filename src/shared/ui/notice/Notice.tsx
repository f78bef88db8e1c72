import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeType = 'success' | 'warning' | 'error';

interface NoticeProps {
  type: NoticeType;
  title: ReactNode;
  description?: ReactNode;
}

const ICON_PATHS: Record<NoticeType, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  warning: 'M12 7v6.5M12 16.5v.5',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
};

/**
 * A coloured message box (success, warning, error) drawn with plain elements in the antd theme's
 * colours, so screens that load without antd (the sign-in pages) and the dashboard show the same box.
 */
export function Notice({ type, title, description }: NoticeProps) {
  return (
    <div role="alert" data-notice={type} className={`${styles.notice} ${styles[type]}`}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" />
        <path d={ICON_PATHS[type]} />
      </svg>
      <div className={styles.body}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
      </div>
    </div>
  );
}

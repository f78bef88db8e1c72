import type { ReactNode } from 'react';
import styles from './prose.module.css';

/** Long-form text (terms, privacy, about) with readable line length and spacing. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>{children}</div>
  );
}

import type { ReactNode } from 'react';
import styles from './container.module.css';

/** Centres page content at a readable width with side padding that suits a 360 px phone. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `${styles.container} ${className}` : styles.container}>
      {children}
    </div>
  );
}

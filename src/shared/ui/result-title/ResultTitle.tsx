import type { ReactNode } from 'react';
import styles from './result-title.module.css';

/** An antd Result's title as the page's h1 (a screen that is only a Result still has one), drawn as the Result draws its title. */
export function ResultTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}

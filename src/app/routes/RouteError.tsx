import { useEffect } from 'react';
import { hidePreloader } from '@/shared/lib/dom';
import styles from './route-error.module.css';

/**
 * Shown when a route fails to load (for example a chunk lost on a flaky connection). Plain markup:
 * it must render even when antd's chunk is the one that failed.
 */
export function RouteError() {
  useEffect(hidePreloader, []);
  return (
    <main className={styles.box} role="alert">
      <h1 className={styles.title}>Something went wrong loading this page</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}

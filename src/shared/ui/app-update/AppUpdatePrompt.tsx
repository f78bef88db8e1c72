import { reloadToNewVersion, usePwaState } from '../../lib/pwa';
import styles from './app-update.module.css';

/** "New version available, reload", while a new version of the app waits. */
export function AppUpdatePrompt() {
  const { waiting } = usePwaState();
  if (!waiting) return null;
  return (
    <div className={styles.bar} role="status">
      <span>New version available.</span>
      <button type="button" className={styles.reload} onClick={reloadToNewVersion}>
        Reload
      </button>
    </div>
  );
}

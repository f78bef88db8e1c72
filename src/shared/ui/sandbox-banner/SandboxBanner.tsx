import { site } from '@/shared/config';
import styles from './sandbox-banner.module.css';

export const SANDBOX_NOTICE = 'Sandbox: no real money moves';

/** Shown on every page while the server runs on its built-in simulators. */
export function SandboxBanner({ sandbox = site.sandbox }: { sandbox?: boolean }) {
  if (!sandbox) return null;
  return (
    <section aria-label="Sandbox notice">
      <p className={styles.banner} role="note">
        {SANDBOX_NOTICE}
      </p>
    </section>
  );
}

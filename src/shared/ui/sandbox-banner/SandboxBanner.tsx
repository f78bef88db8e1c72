// the module itself, not the constants' index: this banner is in every page's first script
import { SANDBOX_NOTICE } from '@contract/constants/site-config';
import { site } from '@/shared/config';
import styles from './sandbox-banner.module.css';

export { SANDBOX_NOTICE };

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

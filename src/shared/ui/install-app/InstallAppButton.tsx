import { useState, type ReactNode } from 'react';
import { installApp, usePwaState } from '../../lib/pwa';
import styles from './install-app.module.css';

export const INSTALL_INSTRUCTIONS =
  "To install NairaTop, open your browser's menu and choose Install app or Add to Home screen.";

interface InstallAppButtonProps {
  className?: string;
  children: ReactNode;
}

/**
 * Installs NairaTop itself where the browser offers it; elsewhere the same button shows how to add
 * it to the home screen from the browser's menu.
 */
export function InstallAppButton({ className, children }: InstallAppButtonProps) {
  const { installPrompt } = usePwaState();
  const [showHelp, setShowHelp] = useState(false);
  const onClick = () => {
    if (installPrompt) void installApp();
    else setShowHelp((shown) => !shown);
  };
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={className}
        onClick={onClick}
        aria-expanded={installPrompt ? undefined : showHelp}
      >
        {children}
      </button>
      {showHelp && !installPrompt && (
        <span className={styles.help} role="status">
          {INSTALL_INSTRUCTIONS}
        </span>
      )}
    </span>
  );
}

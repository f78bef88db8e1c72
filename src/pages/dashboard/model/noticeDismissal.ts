import { useState } from 'react';

const PREFIX = 'nairatop:notice-dismissed:';

function readDismissed(text: string): boolean {
  try {
    return window.sessionStorage.getItem(PREFIX + text) === '1';
  } catch {
    return false;
  }
}

function writeDismissed(text: string) {
  try {
    window.sessionStorage.setItem(PREFIX + text, '1');
  } catch {
    // storage unavailable (private mode): the notice stays hidden for this page view only
  }
}

/**
 * Whether the notice with this text was dismissed in this browser session. A new text from the
 * server shows again.
 */
export function useNoticeDismissal(text: string) {
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const dismissed = text !== '' && (dismissedNow === text || readDismissed(text));
  const dismiss = () => {
    writeDismissed(text);
    setDismissedNow(text);
  };
  return { dismissed, dismiss };
}

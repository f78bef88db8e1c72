import Cookies from 'js-cookie';
import { useState } from 'react';
import { NOTICE_DISMISSED_COOKIE, noticeKey } from '@contract/first-load/notice';

const readDismissed = (text: string): boolean =>
  Cookies.get(NOTICE_DISMISSED_COOKIE) === noticeKey(text);

/**
 * Whether the notice with this text was dismissed in this browser session. A new text from the
 * server shows again. Kept in a session cookie (no expiry) so the server's first view of the
 * dashboard leaves the dismissed notice out too.
 */
export function useNoticeDismissal(text: string) {
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const dismissed = text !== '' && (dismissedNow === text || readDismissed(text));
  const dismiss = () => {
    Cookies.set(NOTICE_DISMISSED_COOKIE, noticeKey(text), { path: '/', sameSite: 'lax' });
    setDismissedNow(text);
  };
  return { dismissed, dismiss };
}

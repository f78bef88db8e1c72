/**
 * The browser-session cookie that holds the key of the dashboard notice the customer dismissed:
 * the server leaves that notice out of the first view, as the app leaves it out of the page.
 */
export const NOTICE_DISMISSED_COOKIE = 'noticeDismissed';

/** A short key for a notice's text (32-bit FNV-1a, hex), so the cookie carries no text. */
export function noticeKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

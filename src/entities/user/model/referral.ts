import { site } from '@/shared/config';

/** `{PUBLIC_URL}/register?ref={username}`, the username URL-encoded. */
export const referralLink = (username: string, publicUrl = site.publicUrl) =>
  `${publicUrl.replace(/\/+$/, '')}/register?ref=${encodeURIComponent(username)}`;

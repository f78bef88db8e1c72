import { site } from '@/shared/config';

/**
 * `{PUBLIC_URL}/register?ref={code}`: the user's short referral code, never their e-mail (a
 * shared link must not publish it).
 */
export const referralLink = (referralCode: string, publicUrl = site.publicUrl) =>
  `${publicUrl.replace(/\/+$/, '')}/register?ref=${encodeURIComponent(referralCode)}`;

import type { MarketingChannel } from '@contract/api/console/messages';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../lib/mailer';
import { OPT_OUT_TOKEN_LENGTH } from './opt-out-token';

/*
 * What a customer receives. Every marketing message ends with its opt-out link: an e-mail in its
 * footer and in List-Unsubscribe headers (one click, RFC 8058), an SMS in its last line.
 */

export interface Brand {
  brandName: string;
  publicUrl: string;
}

/** The SPA page that opts the link's customer out and says so. */
export const optOutPageUrl = (publicUrl: string, token: string) => `${publicUrl}/opt-out/${token}`;

/** The API address a mail client posts to for a one-click opt-out. */
const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/marketing/opt-out?token=${token}`;

const smsFooter = (publicUrl: string, token: string) =>
  `\nOpt out: ${optOutPageUrl(publicUrl, token)}`;

/** Characters the SMS opt-out line adds (every token is as long). */
export const smsFooterLength = (publicUrl: string) =>
  smsFooter(publicUrl, 'x'.repeat(OPT_OUT_TOKEN_LENGTH)).length;

export const smsText = (brand: Brand, body: string, token: string) =>
  `${body.trim()}${smsFooter(brand.publicUrl, token)}`;

export function marketingMail(
  brand: Brand,
  to: string,
  message: { subject: string; body: string },
  token: string,
): MailMessage {
  const pageUrl = optOutPageUrl(brand.publicUrl, token);
  const why = `You get this because you have a ${brand.brandName} account.`;
  const body = message.body.trim();
  const paragraphs = body
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    to,
    subject: message.subject.trim(),
    text: `${body}\n\n--\n${why}\nTo stop marketing messages: ${pageUrl}\n`,
    html:
      `${paragraphs}\n<hr>\n<p style="color:#666;font-size:12px">${escapeHtml(why)} ` +
      `<a href="${escapeHtml(pageUrl)}">Stop marketing messages</a></p>`,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(brand.publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The text a preview shows for one recipient. */
export function sampleText(
  brand: Brand,
  channel: MarketingChannel,
  message: { subject: string; body: string },
  token: string,
): string {
  return channel === 'sms'
    ? smsText(brand, message.body, token)
    : marketingMail(brand, '', message, token).text;
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { escapeHtml } from './html';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers, e.g. List-Unsubscribe on marketing mail */
  headers?: Record<string, string>;
}

/** A mail of plain paragraphs: each line a paragraph of the HTML part and a line of the text part. */
export function paragraphsMail(to: string, subject: string, lines: readonly string[]): MailMessage {
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`,
  };
}

export interface Mailer {
  /**
   * smtp: really sent; outbox: written to DATA_DIR/outbox; memory: kept in `outbox` (tests).
   * Only when mail is not really sent may callers log what it says.
   */
  readonly delivery: 'smtp' | 'outbox' | 'memory';
  /** messages sent so far, in memory delivery only */
  readonly outbox: readonly MailMessage[];
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's mailer; tests read `mailer.outbox` */
    mailer: Mailer;
  }
}

/** What the mailer reads from the app's configuration. */
export interface MailerConfig {
  brandName: string;
  supportEmail: string;
  /** SMTP_URL: send through this server */
  smtpUrl?: string | undefined;
  /** without SMTP, mails are written as .eml files under this folder; neither: kept in memory */
  dataDir?: string | undefined;
}

const fromAddress = (config: MailerConfig) => ({
  name: config.brandName,
  address: config.supportEmail,
});

function smtpMailer(config: MailerConfig, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivery: 'smtp',
    outbox: [],
    send: async (message) => {
      await transport.sendMail({ from: fromAddress(config), ...message });
    },
  };
}

function toEml(config: MailerConfig, message: MailMessage, date: Date): string {
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  return [
    `From: "${config.brandName}" <${config.supportEmail}>`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString()}`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    message.html,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * Writes synchronously on purpose: the file exists as soon as `send` is called, before the
 * caller's response goes out, so a test or a developer reading the outbox never races it.
 */
function outboxMailer(config: MailerConfig, dataDir: string): Mailer {
  const folder = path.join(dataDir, 'outbox');
  return {
    delivery: 'outbox',
    outbox: [],
    send: async (message) => {
      mkdirSync(folder, { recursive: true });
      const now = new Date();
      const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const base = `${now.getTime()}-${safeTo}`;
      const body = toEml(config, message, now);
      for (let attempt = 0; ; attempt += 1) {
        const name = attempt ? `${base}-${attempt}.txt` : `${base}.txt`;
        try {
          writeFileSync(path.join(folder, name), body, { flag: 'wx', mode: 0o600 });
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    },
  };
}

function memoryMailer(): Mailer {
  const sent: MailMessage[] = [];
  return {
    delivery: 'memory',
    outbox: sent,
    send: async (message) => {
      sent.push({ ...message });
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise DATA_DIR/outbox; in memory when there is no DATA_DIR. */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) return smtpMailer(config, config.smtpUrl);
  if (config.dataDir) return outboxMailer(config, config.dataDir);
  return memoryMailer();
}

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig } from '../config';
import { createMailer } from './mailer';

const message = {
  to: 'ada.obi@example.com',
  subject: 'Reset your NairaTop password',
  text: 'Open https://nairatop.test/password-reset/confirm/?token=abc',
  html: '<p><a href="https://nairatop.test/password-reset/confirm/?token=abc">Reset</a></p>',
};

describe('createMailer', () => {
  it('keeps messages in memory without a data folder', async () => {
    const mailer = createMailer(testConfig());
    expect(mailer.delivery).toBe('memory');
    await mailer.send(message);
    expect(mailer.outbox).toEqual([message]);
  });

  describe('with a data folder and no SMTP_URL', () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-mail-'));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    it('writes each message to DATA_DIR/outbox as an e-mail file', async () => {
      const mailer = createMailer(testConfig({ dataDir }));
      expect(mailer.delivery).toBe('outbox');
      await mailer.send(message);
      await mailer.send(message);
      const files = readdirSync(path.join(dataDir, 'outbox')).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^\d{13}-ada\.obi@example\.com(-\d+)?\.txt$/);
      const eml = readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
      expect(eml).toContain('To: ada.obi@example.com\r\n');
      expect(eml).toContain('Subject: Reset your NairaTop password\r\n');
      expect(eml).toContain('From: "NairaTop" <support@nairatop.ng>');
      expect(eml).toContain(message.text);
      expect(eml).toContain(message.html);
      expect(mailer.outbox).toEqual([]);
    });

    it('keeps odd characters out of the file name', async () => {
      const mailer = createMailer(testConfig({ dataDir }));
      await mailer.send({ ...message, to: '../evil/name@example.com' });
      const [file] = readdirSync(path.join(dataDir, 'outbox'));
      expect(file).toMatch(/^\d{13}-\.\._evil_name@example\.com\.txt$/);
    });
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const mailer = createMailer(testConfig({ smtpUrl: 'smtp://user:pass@127.0.0.1:2525' }));
    expect(mailer.delivery).toBe('smtp');
  });
});

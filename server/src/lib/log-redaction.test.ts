import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { openTestDatabase } from '../../test/database-template';
import { suiteBuild } from '../../test/harness';
import { registerUser } from '../../test/accounts';
import { REDACTED, redactUrl } from './log-redaction';

const lines: string[] = [];
const logged = () => lines.join('\n');
let app: App;
let database: Database;
beforeAll(async () => {
  const config = testConfig({ logLevel: 'info' });
  database = await openTestDatabase(config);
  app = await buildApp({
    ...suiteBuild(config, database),
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function resetToken(email: string): Promise<string> {
  const sent = app.mailer.outbox.length;
  await app.inject({ method: 'POST', url: '/api/v1/password_reset/', payload: { email } });
  const match = /\?token=([A-Za-z0-9_-]+)/.exec(app.mailer.outbox[sent]?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link mailed');
  return match[1];
}

describe('the request log', () => {
  it('never holds a reset token, wherever the URL carries it', async () => {
    const user = await registerUser(app);
    const token = await resetToken(user.email);
    lines.length = 0;

    await app.inject({ url: `/password-reset/confirm/?token=${token}` });
    await app.inject({ url: `/api/v1/get-user/?token=${token}&page=2` });
    await app.inject({ url: `/api/v1/transactions/?password_token=${token}` });
    await app.inject({
      method: 'POST',
      url: '/api/v1/reset_password/',
      payload: { password_token: token, new_password: 'x', confirm_new_password: 'y' },
    });

    expect(lines.length).toBeGreaterThan(4);
    expect(logged()).toContain(`/password-reset/confirm/?${REDACTED}`);
    expect(logged()).toContain(`/api/v1/get-user/?token=${REDACTED}&page=2`);
    expect(logged()).not.toContain(token);
  });

  it('keeps ordinary query strings', () => {
    expect(redactUrl('/api/v1/transactions/?page=2&search=MTN')).toBe(
      '/api/v1/transactions/?page=2&search=MTN',
    );
    expect(redactUrl('/dashboard?x=1&api_key=abc')).toBe(`/dashboard?x=1&api_key=${REDACTED}`);
  });
});

describe('logged errors', () => {
  it('leave out the parameters of a failed query', async () => {
    const user = await registerUser(app);
    const duplicate = database.db.insert(users).values({
      firstName: 'Ada',
      lastName: 'Obi',
      email: user.email,
      username: user.email,
      phoneNo: '08031234567',
      passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$secret-hash-value',
      hearUs: 'Google',
    });
    const error = await duplicate.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(user.email);
    lines.length = 0;

    app.log.error({ err: error }, 'unhandled error');

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as { err: { message: string } };
    expect(entry.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(entry.err.message).toContain(`params: ${REDACTED}`);
    expect(logged()).not.toContain(user.email);
    expect(logged()).not.toContain('secret-hash-value');
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { loadConfig, testConfig } from '../../config';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { envelopeKeyFrom, newEnvelopeKey } from '../../lib/secret-envelope';
import { StartupRefusal } from '../../lib/startup-refusal';
import { rotationKeys } from '../../two-factor-key';
import { login } from '../../../test/accounts';
import { enrolTwoFactor, signedInStaff, totpCode } from '../../../test/console';
import { openTestDatabase } from '../../../test/database-template';
import { json, suiteBuild } from '../../../test/harness';
import { staffTwoFactor } from './tables';
import { rotateTwoFactorKey } from './sealed-secrets';
import { newTotpSecret } from './totp';

/* Staff two-factor secrets at rest: sealed with TWO_FACTOR_ENCRYPTION_KEY, and how the key changes. */

const keyA = envelopeKeyFrom(newEnvelopeKey());
const keyB = envelopeKeyFrom(newEnvelopeKey());

let database: Database;
const apps: App[] = [];
beforeAll(async () => {
  database = await openTestDatabase(testConfig());
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
});

async function appWith(key = keyA) {
  const app = await buildApp(suiteBuild(testConfig({ twoFactorKey: key }), database));
  apps.push(app);
  return app;
}

/** Every column of every row of staff_two_factor, as one text. */
async function wholeTable(): Promise<string> {
  const rows = rowsOf<{ row: string }>(
    await database.db.execute(sql`SELECT t::text AS row FROM staff_two_factor t`),
  );
  return rows.map((row) => row.row).join('\n');
}

async function signInWithCode(app: App, email: string, password: string, secret: string) {
  const step = json<{ data: { challenge: string } }>(await login(app, email, password));
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/two-factor/',
    payload: { challenge: step.data.challenge, code: await totpCode(secret) },
  });
}

it('never stores the secret readable, and sign-in with a code still works', async () => {
  const app = await appWith();
  const staff = await signedInStaff(app, 'owner');
  const { secret } = await enrolTwoFactor(app, staff.headers);

  const table = await wholeTable();
  expect(table).toContain(`v1:${keyA.id}:`);
  expect(table.toUpperCase()).not.toContain(secret);
  expect(table).not.toContain(Buffer.from(secret).toString('base64'));

  expect((await signInWithCode(app, staff.email, staff.password, secret)).statusCode).toBe(200);
});

it('seals a secret stored in clear text before encryption at the next start', async () => {
  const app = await appWith();
  const staff = await signedInStaff(app, 'support');
  const secret = newTotpSecret();
  await database.db
    .insert(staffTwoFactor)
    .values({ userId: staff.id, secret, enabledAt: new Date() });
  expect(await wholeTable()).toContain(secret);

  const restarted = await appWith();
  expect(await wholeTable()).not.toContain(secret);
  expect((await signInWithCode(restarted, staff.email, staff.password, secret)).statusCode).toBe(
    200,
  );
});

it('rotates the key: every secret re-encrypted, the old key no longer needed', async () => {
  const before = await appWith(keyA);
  const staff = await signedInStaff(before, 'owner');
  const { secret } = await enrolTwoFactor(before, staff.headers);

  expect(await rotateTwoFactorKey(database.db, keyA, keyB)).toBeGreaterThan(0);
  const table = await wholeTable();
  expect(table).toContain(`v1:${keyB.id}:`);
  expect(table).not.toContain(keyA.id);

  // A server still given the old key refuses to start, naming the rotation command.
  await expect(appWith(keyA)).rejects.toThrow(StartupRefusal);
  await expect(appWith(keyA)).rejects.toThrow('npm run two-factor:rotate-key');
  const after = await appWith(keyB);
  expect((await signInWithCode(after, staff.email, staff.password, secret)).statusCode).toBe(200);
  // Run again, it has nothing left to do; from a key the secrets do not use, it changes nothing.
  expect(await rotateTwoFactorKey(database.db, keyA, keyB)).toBe(0);
  const keyC = envelopeKeyFrom(newEnvelopeKey());
  const sealed = await wholeTable();
  await expect(rotateTwoFactorKey(database.db, keyC, keyA)).rejects.toThrow(keyB.id);
  expect(await wholeTable()).toBe(sealed);
});

describe('the key at start', () => {
  const live = {
    VTPASS_BASE_URL: 'https://vtpass.example/api',
    VTPASS_API_KEY: 'k',
    VTPASS_PUBLIC_KEY: 'PK_x',
    VTPASS_SECRET_KEY: 'SK_x',
    MONNIFY_API_KEY: 'MK_PROD',
    MONNIFY_SECRET_KEY: 'secret',
    MONNIFY_CONTRACT_CODE: '123',
    PAYSTACK_SECRET_KEY: 'sk_live_x',
    SMS_PROVIDER: 'termii',
    TERMII_BASE_URL: 'https://termii.example',
    TERMII_API_KEY: 'tk',
    TERMII_SECRET_KEY: 'ts',
  };
  const env = (vars: Record<string, string>) => ({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nairatop-two-factor-key-')),
    JWT_SECRET: 'x',
    OPS_TOKEN: 'y',
    ...vars,
  });
  const key = newEnvelopeKey();

  it('refuses live mode without TWO_FACTOR_ENCRYPTION_KEY, EPIN_ENCRYPTION_KEY or IDENTITY_ENCRYPTION_KEY', () => {
    const epinKey = newEnvelopeKey();
    const withoutTwoFactor = () => loadConfig(env({ ...live, EPIN_ENCRYPTION_KEY: epinKey }));
    expect(withoutTwoFactor).toThrow(StartupRefusal);
    expect(withoutTwoFactor).toThrow('live mode needs TWO_FACTOR_ENCRYPTION_KEY');
    expect(() => loadConfig(env({ ...live, TWO_FACTOR_ENCRYPTION_KEY: key }))).toThrow(
      'live mode needs EPIN_ENCRYPTION_KEY',
    );
    const sealing = { TWO_FACTOR_ENCRYPTION_KEY: key, EPIN_ENCRYPTION_KEY: epinKey };
    expect(() => loadConfig(env({ ...live, ...sealing }))).toThrow(
      'live mode needs IDENTITY_ENCRYPTION_KEY',
    );
    const identityKey = newEnvelopeKey();
    const config = loadConfig(env({ ...live, ...sealing, IDENTITY_ENCRYPTION_KEY: identityKey }));
    expect(config.twoFactorKey.id).toBe(envelopeKeyFrom(key).id);
    expect(config.epinKey.id).toBe(envelopeKeyFrom(epinKey).id);
    expect(config.identityKey.id).toBe(envelopeKeyFrom(identityKey).id);
  });

  it('refuses a key that is not 32 bytes in base64', () => {
    expect(() => loadConfig(env({ TWO_FACTOR_ENCRYPTION_KEY: 'c2hvcnQ=' }))).toThrow(
      'TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes in base64',
    );
  });

  it('generates a sandbox key into DATA_DIR once and keeps using it', () => {
    const vars = env({});
    const first = loadConfig(vars).twoFactorKey;
    const kept = readFileSync(path.join(vars.DATA_DIR, 'two-factor-key'), 'utf8');
    expect(envelopeKeyFrom(kept).id).toBe(first.id);
    // each secret has its own key
    const epin = readFileSync(path.join(vars.DATA_DIR, 'epin-key'), 'utf8');
    expect(envelopeKeyFrom(epin).id).toBe(loadConfig(vars).epinKey.id);
    expect(envelopeKeyFrom(epin).id).not.toBe(first.id);
    expect(loadConfig(vars).twoFactorKey.id).toBe(first.id);
  });

  it("gives the rotation the new key and the previous one (or the sandbox's kept one)", () => {
    const vars = env({});
    const kept = loadConfig(vars).twoFactorKey;
    const keys = rotationKeys({ ...vars, TWO_FACTOR_ENCRYPTION_KEY: key }, vars.DATA_DIR);
    expect(keys.previous.id).toBe(kept.id);
    expect(keys.next.id).toBe(envelopeKeyFrom(key).id);
    const previous = newEnvelopeKey();
    expect(
      rotationKeys(
        { TWO_FACTOR_ENCRYPTION_KEY: key, TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS: previous },
        vars.DATA_DIR,
      ).previous.id,
    ).toBe(envelopeKeyFrom(previous).id);
    expect(() => rotationKeys({}, vars.DATA_DIR)).toThrow('Set TWO_FACTOR_ENCRYPTION_KEY');
    expect(() => rotationKeys({ TWO_FACTOR_ENCRYPTION_KEY: key }, env({}).DATA_DIR)).toThrow(
      'Set TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS',
    );
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { StartupRefusal } from './run-mode';

/* CLUBKONNECT_* at start: when ClubKonnect is built, simulated or real, and what is refused. */

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
  // live mode needs the key that encrypts staff two-factor secrets
  TWO_FACTOR_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  EPIN_ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64'),
  IDENTITY_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
};
const credentials = { CLUBKONNECT_USER_ID: 'CK100000001', CLUBKONNECT_API_KEY: 'key' };

const env = (vars: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nairatop-clubkonnect-')),
  JWT_SECRET: 'x',
  OPS_TOKEN: 'y',
  PUBLIC_URL: 'https://nairatop.example',
  ...vars,
});

describe('ClubKonnect at start', () => {
  it('runs its simulator in a sandbox by default', () => {
    const config = loadConfig(env({}));
    expect(config.mode.mode).toBe('sandbox');
    expect(config.clubkonnect).toMatchObject({
      enabled: true,
      simulator: true,
      baseUrl: 'https://nairatop.example/simulator/clubkonnect',
      callbackUrl: 'https://nairatop.example/api/v1/webhooks/clubkonnect/',
    });
    expect(loadConfig(env({ CLUBKONNECT_ENABLED: 'false' })).clubkonnect.enabled).toBe(false);
  });

  it('leaves it out of a live server that names no credentials', () => {
    const config = loadConfig(env(live));
    expect(config.mode.mode).toBe('live');
    expect(config.clubkonnect.enabled).toBe(false);
  });

  it('refuses live mode with ClubKonnect enabled and no credentials', () => {
    const start = () => loadConfig(env({ ...live, CLUBKONNECT_ENABLED: 'true' }));
    expect(start).toThrow(StartupRefusal);
    expect(start).toThrow(/CLUBKONNECT_USER_ID and CLUBKONNECT_API_KEY/);
    expect(
      loadConfig(env({ ...live, CLUBKONNECT_ENABLED: 'true', STAGING_ALLOW_SIMULATORS: 'true' }))
        .mode,
    ).toEqual({ mode: 'sandbox', simulated: ['bills'] });
  });

  it('goes live with its credentials, on its real host', () => {
    const config = loadConfig(env({ ...live, ...credentials, CLUBKONNECT_TIMEOUT_MS: '9000' }));
    expect(config.mode.mode).toBe('live');
    expect(config.clubkonnect).toMatchObject({
      enabled: true,
      simulator: false,
      baseUrl: 'https://www.nellobytesystems.com',
      userId: 'CK100000001',
      apiKey: 'key',
      timeoutMs: 9000,
    });
    expect(
      loadConfig(env({ ...live, ...credentials, CLUBKONNECT_ENABLED: 'false' })).clubkonnect
        .enabled,
    ).toBe(false);
  });

  it('refuses a real ClubKonnect beside simulators, and half its credentials', () => {
    expect(() => loadConfig(env(credentials))).toThrow(/ClubKonnect real while other providers/);
    expect(() => loadConfig(env({ ...live, CLUBKONNECT_USER_ID: 'CK100000001' }))).toThrow(
      'CLUBKONNECT_USER_ID and CLUBKONNECT_API_KEY must be set together',
    );
  });
});

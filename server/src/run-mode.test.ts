import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { decideMode, StartupRefusal } from './run-mode';
import { json, startTestApp } from '../test/harness';

const realBills = {
  VTPASS_BASE_URL: 'https://vtpass.example/api',
  VTPASS_API_KEY: 'k',
  VTPASS_PUBLIC_KEY: 'PK_x',
  VTPASS_SECRET_KEY: 'SK_x',
};
const realPayments = {
  MONNIFY_API_KEY: 'MK_PROD',
  MONNIFY_SECRET_KEY: 'secret',
  MONNIFY_CONTRACT_CODE: '123',
};
const realPaystack = { PAYSTACK_SECRET_KEY: 'sk_live_x' };
const realSms = {
  SMS_PROVIDER: 'termii',
  TERMII_BASE_URL: 'https://termii.example',
  TERMII_API_KEY: 'TL_x',
  TERMII_SECRET_KEY: 'ts_x',
  // live mode also needs its sealing keys
  TWO_FACTOR_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  EPIN_ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64'),
  IDENTITY_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
};

const env = (vars: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nairatop-mode-')),
  JWT_SECRET: 'x',
  OPS_TOKEN: 'y',
  ...vars,
});

describe('start-up mode', () => {
  it('runs a fresh clone in sandbox mode on every simulator', () => {
    expect(loadConfig(env({})).mode).toEqual({
      mode: 'sandbox',
      simulated: ['bills', 'payments', 'sms'],
    });
  });

  it('is live only when bills, payments and SMS are all real', () => {
    expect(decideMode([], {})).toEqual({ mode: 'live', simulated: [] });
    expect(decideMode([], { NODE_ENV: 'production' }).mode).toBe('live');
  });

  it.each([
    [
      { ...realBills },
      'payments (Monnify, and Paystack when offered) and SMS (Termii) are simulated',
      'MONNIFY_API_KEY',
    ],
    [{ ...realPayments }, 'bills (VTpass) and SMS (Termii) are simulated', 'VTPASS_BASE_URL'],
    [{ ...realBills, ...realPayments }, 'SMS (Termii) is simulated', 'SMS_PROVIDER=termii'],
  ])('refuses a mix of real and simulated providers, naming what to set', (vars, why, missing) => {
    const start = () => loadConfig(env(vars));
    expect(start).toThrow(StartupRefusal);
    expect(start).toThrow(why);
    expect(start).toThrow(`To go live set ${missing}`);
    expect(start).toThrow('STAGING_ALLOW_SIMULATORS=true');
  });

  it('refuses every other mix too', () => {
    const mixes: Array<Array<'bills' | 'payments' | 'sms'>> = [
      ['bills'],
      ['payments'],
      ['sms'],
      ['bills', 'payments'],
      ['bills', 'sms'],
      ['payments', 'sms'],
    ];
    for (const simulated of mixes) {
      expect(() => decideMode(simulated, {})).toThrow('a simulator beside a real provider');
      expect(decideMode(simulated, { STAGING_ALLOW_SIMULATORS: 'true' })).toEqual({
        mode: 'sandbox',
        simulated,
      });
    }
  });

  it('refuses NODE_ENV=production on simulators unless the staging override is set', () => {
    expect(() => loadConfig(env({ NODE_ENV: 'production' }))).toThrow(
      'NODE_ENV=production but bills (VTpass), payments (Monnify, and Paystack when offered) and SMS (Termii) are simulated',
    );
    expect(
      loadConfig(env({ NODE_ENV: 'production', STAGING_ALLOW_SIMULATORS: 'true' })).mode.mode,
    ).toBe('sandbox');
  });

  it('goes live on Monnify alone when Paystack has no key: Paystack is left out', () => {
    const config = loadConfig(env({ ...realBills, ...realPayments, ...realSms }));
    expect(config.mode).toEqual({ mode: 'live', simulated: [] });
    expect(config.paystack.enabled).toBe(false);
    const withPaystack = loadConfig(
      env({ ...realBills, ...realPayments, ...realSms, ...realPaystack }),
    );
    expect(withPaystack.mode.mode).toBe('live');
    expect(withPaystack.paystack).toMatchObject({ enabled: true, simulator: false });
  });

  it("refuses Paystack's simulator beside a real Monnify, and a live server without Monnify", () => {
    expect(() =>
      loadConfig(env({ ...realBills, ...realPayments, ...realSms, PAYSTACK_ENABLED: 'true' })),
    ).toThrow('a simulator beside a real provider');
    expect(() => loadConfig(env({ ...realBills, ...realSms, ...realPaystack }))).toThrow(
      'To go live set MONNIFY_API_KEY',
    );
  });

  it('takes only the exact word true as the override', () => {
    expect(() => loadConfig(env({ ...realBills, STAGING_ALLOW_SIMULATORS: '1' }))).toThrow(
      StartupRefusal,
    );
  });
});

describe('what the mode shows', () => {
  it('reports sandbox mode and the simulated providers in health', async () => {
    const context = await startTestApp();
    try {
      const response = await context.app.inject({ method: 'GET', url: '/api/v1/health/' });
      expect(json(response)).toEqual({
        data: {
          status: 'ok',
          mode: 'sandbox',
          simulated: ['bills', 'payments', 'sms'],
          providers: [
            { name: 'vtpass', kind: 'bills', status: 'up', simulated: true },
            { name: 'clubkonnect', kind: 'bills', status: 'up', simulated: true },
            { name: 'monnify', kind: 'payments', status: 'up', simulated: true },
            { name: 'paystack', kind: 'payments', status: 'up', simulated: true },
            { name: 'termii', kind: 'sms', status: 'up', simulated: true },
          ],
        },
      });
      const transfer = await context.app.inject({
        method: 'POST',
        url: '/simulator/monnify/bank-transfer',
        payload: {},
      });
      expect(transfer.statusCode).not.toBe(404);
    } finally {
      await context.close();
    }
  });

  it('mounts no bills or payments simulator once those providers are real', async () => {
    const context = await startTestApp({
      vtpass: {
        baseUrl: 'https://vtpass.example/api',
        apiKey: 'k',
        publicKey: 'PK_x',
        secretKey: 'SK_x',
        simulator: false,
        timeoutMs: 1_000,
        simulatorPendingSeconds: 0,
        simulatorDuplicateWindowSeconds: 0,
      },
      monnify: {
        baseUrl: 'https://monnify.example',
        apiKey: 'MK_PROD',
        secretKey: 'secret',
        contractCode: '123',
        simulator: false,
        timeoutMs: 1_000,
        checkoutMinutes: 40,
      },
      paystack: {
        enabled: true,
        baseUrl: 'https://paystack.example',
        secretKey: 'sk_live_x',
        preferredBank: 'wema-bank',
        simulator: false,
        timeoutMs: 1_000,
      },
    });
    try {
      const transfer = await context.app.inject({
        method: 'POST',
        url: '/simulator/monnify/bank-transfer',
        payload: { accountNumber: '1234567890', amount: 999_999_969.99 },
      });
      expect(transfer.statusCode).toBe(404);
      const vtpass = await context.app.inject({
        method: 'POST',
        url: '/simulator/vtpass/api/pay',
        payload: {},
      });
      expect(vtpass.statusCode).toBe(404);
      const paystack = await context.app.inject({
        method: 'POST',
        url: '/simulator/paystack/bank-transfer',
        payload: {},
      });
      expect(paystack.statusCode).toBe(404);
      const health = await context.app.inject({ method: 'GET', url: '/api/v1/health/' });
      expect(json<{ data: { simulated: string[] } }>(health).data.simulated).toEqual(['sms']);
      // ClubKonnect is left out without its credentials, as a live server would.
      expect(json<{ data: { providers: unknown[] } }>(health).data.providers).toEqual([
        { name: 'vtpass', kind: 'bills', status: 'up', simulated: false },
        { name: 'monnify', kind: 'payments', status: 'up', simulated: false },
        { name: 'paystack', kind: 'payments', status: 'up', simulated: false },
        { name: 'termii', kind: 'sms', status: 'up', simulated: true },
      ]);
    } finally {
      await context.close();
    }
  });

  it('mounts no Paystack simulator and takes no Paystack webhook when Paystack is not configured', async () => {
    const context = await startTestApp({
      monnify: {
        baseUrl: 'https://monnify.example',
        apiKey: 'MK_PROD',
        secretKey: 'secret',
        contractCode: '123',
        simulator: false,
        timeoutMs: 1_000,
        checkoutMinutes: 40,
      },
    });
    try {
      const simulator = await context.app.inject({
        method: 'POST',
        url: '/simulator/paystack/bank-transfer',
        payload: {},
      });
      expect(simulator.statusCode).toBe(404);
      const health = await context.app.inject({ method: 'GET', url: '/api/v1/health/' });
      const names = json<{ data: { providers: { name: string }[] } }>(health).data.providers;
      expect(names.map((provider) => provider.name)).not.toContain('paystack');
      const webhook = await context.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/paystack/',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': 'x' },
        payload: '{"event":"charge.success","data":{"reference":"r"}}',
      });
      expect(webhook.statusCode).toBe(401);
    } finally {
      await context.close();
    }
  });
});

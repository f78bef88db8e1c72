import { StartupRefusal } from './run-mode';
import { loadConsoleConfig } from './console-config';

describe('owners and two-factor sign-in', () => {
  it('requires it in production and leaves it optional elsewhere', () => {
    expect(loadConsoleConfig({ NODE_ENV: 'production' }).ownerTwoFactorRequired).toBe(true);
    expect(loadConsoleConfig({}).ownerTwoFactorRequired).toBe(false);
  });

  it('follows OWNER_TWO_FACTOR when set, and refuses any other value', () => {
    expect(
      loadConsoleConfig({ NODE_ENV: 'production', OWNER_TWO_FACTOR: 'optional' })
        .ownerTwoFactorRequired,
    ).toBe(false);
    expect(loadConsoleConfig({ OWNER_TWO_FACTOR: 'required' }).ownerTwoFactorRequired).toBe(true);
    expect(() => loadConsoleConfig({ OWNER_TWO_FACTOR: 'yes' })).toThrow(StartupRefusal);
  });
});

import { StartupRefusal } from './run-mode';

/*
 * The operator console's settings, read from the environment beside the rest of the config.
 */

export interface ConsoleConfig {
  /** lifetime in seconds of a token issued to staff (CONSOLE_TOKEN_TTL: 45m, 12h, 1d; default 12h) */
  tokenTtlSeconds: number;
  /** the most a support member moves in one staff money movement (SUPPORT_CREDIT_LIMIT, naira) */
  supportCreditLimitKobo: number;
  /** what one support member may credit in any 24 hours (SUPPORT_DAILY_CREDIT_LIMIT, naira) */
  supportDailyCreditLimitKobo: number;
  /** what one support member may debit in any 24 hours (SUPPORT_DAILY_DEBIT_LIMIT, naira) */
  supportDailyDebitLimitKobo: number;
  /**
   * what one owner moves in a direction in any 24 hours on their own word; beyond it, another
   * owner approves (OWNER_DAILY_LIMIT, naira)
   */
  ownerDailyLimitKobo: number;
  /**
   * staff movements into (or out of) one customer's wallet above this in 24 hours wait for a
   * second owner's approval, whoever asks (CREDIT_APPROVAL_THRESHOLD, naira)
   */
  approvalThresholdKobo: number;
  /** promoted to owner at start while the console has no owner (CONSOLE_OWNER_EMAIL) */
  ownerEmail: string | undefined;
  /** below this the console warns that the bills provider's float is low (PROVIDER_LOW_BALANCE, naira) */
  providerLowBalanceKobo: number;
  /**
   * owners must turn two-factor sign-in on before any other console route answers (on when
   * NODE_ENV=production; OWNER_TWO_FACTOR=optional turns it off, e.g. a staging server)
   */
  ownerTwoFactorRequired: boolean;
}

export const DEFAULT_CONSOLE_CONFIG: ConsoleConfig = {
  tokenTtlSeconds: 12 * 60 * 60,
  supportCreditLimitKobo: 50_000 * 100,
  supportDailyCreditLimitKobo: 200_000 * 100,
  supportDailyDebitLimitKobo: 200_000 * 100,
  ownerDailyLimitKobo: 2_000_000 * 100,
  approvalThresholdKobo: 500_000 * 100,
  ownerEmail: undefined,
  providerLowBalanceKobo: 50_000 * 100,
  ownerTwoFactorRequired: false,
};

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** "45m", "12h", "1d" or plain seconds, as seconds; undefined when it is none of these. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d{1,7})([smhd]?)$/.exec(value.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * (UNIT_SECONDS[match[2] || 's'] ?? 1);
  return seconds > 0 ? seconds : undefined;
}

type Env = Record<string, string | undefined>;

/** Refuses to start, naming the variable when one is set to something unusable. */
export function loadConsoleConfig(env: Env): ConsoleConfig {
  const config = { ...DEFAULT_CONSOLE_CONFIG };
  if (env.CONSOLE_TOKEN_TTL) {
    const seconds = parseDuration(env.CONSOLE_TOKEN_TTL);
    if (seconds === undefined)
      throw new StartupRefusal('CONSOLE_TOKEN_TTL must be a duration such as 45m, 12h or 1d');
    config.tokenTtlSeconds = seconds;
  }
  const nairaSetting = (name: string, fallbackKobo: number) => {
    const value = env[name];
    if (!value) return fallbackKobo;
    const naira = Number(value);
    if (!Number.isInteger(naira) || naira < 0)
      throw new StartupRefusal(`${name} must be a whole number of naira`);
    return naira * 100;
  };
  config.supportCreditLimitKobo = nairaSetting(
    'SUPPORT_CREDIT_LIMIT',
    config.supportCreditLimitKobo,
  );
  config.supportDailyCreditLimitKobo = nairaSetting(
    'SUPPORT_DAILY_CREDIT_LIMIT',
    config.supportDailyCreditLimitKobo,
  );
  config.supportDailyDebitLimitKobo = nairaSetting(
    'SUPPORT_DAILY_DEBIT_LIMIT',
    config.supportDailyDebitLimitKobo,
  );
  config.ownerDailyLimitKobo = nairaSetting('OWNER_DAILY_LIMIT', config.ownerDailyLimitKobo);
  config.approvalThresholdKobo = nairaSetting(
    'CREDIT_APPROVAL_THRESHOLD',
    config.approvalThresholdKobo,
  );
  config.providerLowBalanceKobo = nairaSetting(
    'PROVIDER_LOW_BALANCE',
    config.providerLowBalanceKobo,
  );
  config.ownerEmail = env.CONSOLE_OWNER_EMAIL?.trim().toLowerCase() || undefined;
  const ownerTwoFactor =
    env.OWNER_TWO_FACTOR || (env.NODE_ENV === 'production' ? 'required' : 'optional');
  if (ownerTwoFactor !== 'required' && ownerTwoFactor !== 'optional')
    throw new StartupRefusal('OWNER_TWO_FACTOR must be required or optional');
  config.ownerTwoFactorRequired = ownerTwoFactor === 'required';
  return config;
}

import { StartupRefusal } from './lib/startup-refusal';
import type { RunMode, SimulatedProvider } from '@contract/api';

export type { RunMode, SimulatedProvider };

/** Which built-in simulators the server mounts, and therefore whether any real money can move. */
export interface ModeConfig {
  mode: RunMode;
  /** providers answered by a built-in simulator; empty in live mode */
  simulated: SimulatedProvider[];
}

export { StartupRefusal };

/** Set to `true` on a staging server to run real and simulated providers side by side. */
export const STAGING_OVERRIDE = 'STAGING_ALLOW_SIMULATORS';

/** What an operator sets to make each provider real. */
export const LIVE_VARIABLES: Record<SimulatedProvider, string> = {
  bills: 'VTPASS_BASE_URL, VTPASS_API_KEY, VTPASS_PUBLIC_KEY, VTPASS_SECRET_KEY',
  // Paystack is optional: PAYSTACK_SECRET_KEY offers it beside Monnify.
  payments: 'MONNIFY_API_KEY, MONNIFY_SECRET_KEY, MONNIFY_CONTRACT_CODE',
  sms: 'SMS_PROVIDER=termii, TERMII_BASE_URL, TERMII_API_KEY, TERMII_SECRET_KEY',
};

const PROVIDER_NAMES: Record<SimulatedProvider, string> = {
  bills: 'bills (VTpass)',
  payments: 'payments (Monnify, and Paystack when offered)',
  sms: 'SMS (Termii)',
};

const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Sandbox when every money-relevant provider is simulated, live when none is. A mix is refused:
 * a simulator beside a real provider lets anyone fund a wallet for free and spend it for real.
 * So is a production server on simulators. The staging override allows both, as sandbox mode.
 */
export function decideMode(
  simulated: SimulatedProvider[],
  env: Record<string, string | undefined>,
): ModeConfig {
  if (simulated.length === 0) return { mode: 'live', simulated };
  const mixed = simulated.length < Object.keys(LIVE_VARIABLES).length;
  const production = env.NODE_ENV === 'production';
  if ((!mixed && !production) || env[STAGING_OVERRIDE] === 'true')
    return { mode: 'sandbox', simulated };

  const names = list(simulated.map((provider) => PROVIDER_NAMES[provider]));
  const missing = simulated.map((provider) => LIVE_VARIABLES[provider]).join(', ');
  const why = mixed
    ? `some providers are real but ${names} ${simulated.length === 1 ? 'is' : 'are'} simulated, ` +
      'and a simulator beside a real provider lets anyone create money'
    : `NODE_ENV=production but ${names} are simulated, so no real money would move`;
  throw new StartupRefusal(
    `Refusing to start: ${why}. To go live set ${missing}. ` +
      `For a staging server that may mix them, set ${STAGING_OVERRIDE}=true (sandbox mode).`,
  );
}

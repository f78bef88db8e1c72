import type { SmsConfig } from '../../config';
import type { Transport } from '../../ports/http';
import { createTermiiSms } from './termii/client';
import type { SmsProvider } from '../../ports/sms';

export type { SmsProvider, SmsSendOutcome, SmsSendRequest } from '../../ports/sms';
export { SIMULATOR_FAILING_SENDER } from './simulator';
export { SIMULATOR_UNSURE_SENDER } from './termii/simulator-plugin';

/**
 * The SMS gateway: the Termii adapter, against Termii (SMS_PROVIDER=termii) or the Termii-shaped
 * simulator in this app (SMS_PROVIDER=simulator, reached through `transport`).
 */
export function createSmsProvider(config: SmsConfig, transport?: Transport): SmsProvider {
  return createTermiiSms(config, transport);
}

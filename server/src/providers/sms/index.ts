import type { SmsConfig } from '../../config';
import type { Db } from '../../db/client';
import { createSmsSimulator } from './simulator';
import type { SmsProvider } from './types';

export type { SmsProvider, SmsSendOutcome, SmsSendRequest } from './types';
export { SIMULATOR_FAILING_SENDER } from './simulator';

/** The configured SMS gateway (config.ts refuses an SMS_PROVIDER it does not know). */
export function createSmsProvider(config: SmsConfig, db: Db): SmsProvider {
  switch (config.provider) {
    case 'simulator':
      return createSmsSimulator(db);
  }
}

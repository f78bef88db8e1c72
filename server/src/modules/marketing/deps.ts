import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { SmsProvider } from '../../ports/sms';
import type { Brand } from './compose';

/** What marketing messages need: the database, both channels, the brand and the opt-out key. */
export interface MarketingDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  brand: Brand;
  /** signs the opt-out links (optOutKey) */
  optOutKey: Buffer;
  limits: MarketingLimits;
}

export interface MarketingLimits {
  /** campaigns one owner may send in any 24 hours */
  campaignsPerDay: number;
  /** messages delivered a minute, every campaign and process together */
  messagesPerMinute: number;
}

export const MARKETING_LIMITS: MarketingLimits = { campaignsPerDay: 3, messagesPerMinute: 60 };

declare module 'fastify' {
  interface FastifyInstance {
    /** marketing messages' dependencies (the delivery job and tests use them) */
    marketing: MarketingDeps;
  }
}

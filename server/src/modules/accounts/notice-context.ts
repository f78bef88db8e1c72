import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';
import type { NoticeDeps } from './security-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** what an account's security notices are sent with (the request adds its logger) */
    accountNotices: Omit<NoticeDeps, 'log'>;
  }
}

/** The app's mail set-up for account notices, for routes handed only the app. */
async function noticeContextPlugin(
  app: FastifyInstance,
  options: { config: AppConfig; mailer: Mailer },
) {
  const notices = { config: options.config, mailer: options.mailer };
  app.decorate('accountNotices', notices);
}

export default fp(noticeContextPlugin, { name: 'account-notices' });

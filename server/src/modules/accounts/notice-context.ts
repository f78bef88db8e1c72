import { AsyncLocalStorage } from 'node:async_hooks';
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

const requestNotices = new AsyncLocalStorage<NoticeDeps>();

/**
 * The notices of the request being served: code that is handed only the database (the console's
 * customer actions) tells the customer through the app that serves the request, as code handed
 * the mailer does. Undefined outside a request.
 */
export const noticesOfRequest = (): NoticeDeps | undefined => requestNotices.getStore();

/** Makes the app's mail set-up the context of every request it serves. */
async function noticeContextPlugin(
  app: FastifyInstance,
  options: { config: AppConfig; mailer: Mailer },
) {
  const notices = { config: options.config, mailer: options.mailer };
  app.decorate('accountNotices', notices);
  app.addHook('onRequest', (request, _reply, done) => {
    requestNotices.run({ ...notices, log: request.log }, done);
  });
}

export default fp(noticeContextPlugin, { name: 'account-notices' });

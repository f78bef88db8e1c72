import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EnvelopeKey } from '../../lib/secret-envelope';
import { sealClearSecrets } from './sealed-secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /** seals and opens staff two-factor secrets (TWO_FACTOR_ENCRYPTION_KEY) */
    twoFactorKey: EnvelopeKey;
  }
}

/**
 * Makes the two-factor key available to the sign-in and console routes. At start, secrets stored
 * in clear text before encryption are sealed with it, and a secret sealed with another key stops
 * the start (the key was changed without the rotation command).
 */
async function staffSecurityPlugin(app: FastifyInstance, options: { twoFactorKey: EnvelopeKey }) {
  const sealed = await sealClearSecrets(app.db, options.twoFactorKey);
  if (sealed) app.log.info(`sealed ${sealed} staff two-factor secret(s) stored in clear text`);
  app.decorate('twoFactorKey', options.twoFactorKey);
}

export default fp(staffSecurityPlugin, { name: 'staff-security', dependencies: ['db'] });

import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { checkOpsToken } from '../modules/console/ops-command';
import { dumpPglite } from './backup';

/*
 * /api/v1/ops: only what the console's API has no place for. The ops command's reviews (airtime
 * to cash, needs attention) and `staff create` call the console's routes with the operator token
 * (modules/console/ops-command.ts says which); the review routes that were here are gone.
 *
 * GET /api/v1/ops/backup: the PGlite data folder as a tarball, for `npm run backup` while this
 * server holds the folder (nothing else may open it); no staff member downloads the database, so
 * it is not a console route. PostgreSQL is backed up with pg_dump, so there the answer is 409.
 */
export default async function opsRoutes(app: FastifyInstance, options: { token: string }) {
  app.addHook('onRequest', async (request) => {
    request.requiresAuth = true;
    checkOpsToken(request, options.token);
  });
  app.get('/backup', { schema: { hide: true } }, async (_request, reply) => {
    if (app.database.kind !== 'pglite')
      throw new HttpError(409, 'This server runs on PostgreSQL: npm run backup uses pg_dump.');
    const tarball = await dumpPglite(app.database);
    return reply.type('application/x-tar').send(Buffer.from(tarball));
  });
}

import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { dumpPglite } from './backup';

/**
 * GET /api/v1/ops/backup: the PGlite data folder as a tarball, for `npm run backup` while this
 * server holds the folder (nothing else may open it). PostgreSQL is backed up with pg_dump, so
 * there the answer is 409.
 */
export default async function backupRoutes(app: FastifyInstance) {
  app.get('/backup', { schema: { hide: true } }, async (_request, reply) => {
    if (app.database.kind !== 'pglite')
      throw new HttpError(409, 'This server runs on PostgreSQL: npm run backup uses pg_dump.');
    const tarball = await dumpPglite(app.database);
    return reply.type('application/x-tar').send(Buffer.from(tarball));
  });
}

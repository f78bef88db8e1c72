import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the already opened and migrated database available to routes; closes it with the app. */
async function dbPlugin(
  app: FastifyInstance,
  options: { database: Database; ownsDatabase: boolean },
) {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  options.database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool opens another'),
  );
  if (options.ownsDatabase) app.addHook('onClose', () => options.database.close());
}

export default fp(dbPlugin, { name: 'db' });

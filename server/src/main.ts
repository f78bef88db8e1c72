import { loadConfig } from './config';
import { buildApp, prepareDatabase } from './app';
import { DataDirInUseError } from './db/data-dir-lock';

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info(`${config.brandName} at ${config.publicUrl} on ${where}`);
  if (!config.webRoot) app.log.warn('No built SPA found: run `npm run build` to serve the site.');
  if (config.vtpass.simulator) {
    app.log.warn(
      'Bills use the built-in VTpass sandbox simulator at /simulator/vtpass/: nothing is really ' +
        'delivered. Set VTPASS_BASE_URL and the VTPASS_* keys to sell for real.',
    );
  }
  if (config.monnify.simulator) {
    app.log.warn(
      'Payments use the built-in Monnify sandbox simulator: anyone can "pay" and fund a wallet ' +
        'from /simulator/monnify/. Set MONNIFY_API_KEY, MONNIFY_SECRET_KEY and MONNIFY_CONTRACT_CODE ' +
        'before taking real customers.',
    );
  }
}

main().catch((error: unknown) => {
  // A refusal to start says what to do; anything else gets its stack.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});

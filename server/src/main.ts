import { loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { buildApp, prepareDatabase } from './app';
import { StartupRefusal } from './run-mode';

async function main() {
  loadEnvFile();
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
  const { mode, simulated } = config.mode;
  if (mode === 'live') app.log.info('Live mode: every provider is real, real money moves.');
  else
    app.log.warn(
      `Sandbox mode: ${simulated.join(', ')} answered by the built-in simulators under ` +
        `/simulator/${simulated.includes('payments') ? ', where anyone can fund a wallet' : ''}. ` +
        '"Going live" in the README says what to set.',
    );
}

main().catch((error: unknown) => {
  // A refusal to start says what to do; anything else gets its stack.
  console.error(error instanceof StartupRefusal ? error.message : error);
  process.exit(1);
});

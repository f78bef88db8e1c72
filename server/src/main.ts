import { loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { buildApp, prepareDatabase } from './app';
import { StartupRefusal } from './run-mode';

/** From SIGTERM or SIGINT to the process's exit, whatever is still running. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });

  // Stop accepting, let running requests and job items finish, close the LISTEN connection,
  // the pool and the PGlite folder's lock, and exit 0, all within SHUTDOWN_DEADLINE_MS.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    closing = true;
    const started = Date.now();
    app.log.info(`${signal} received, closing (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`);
    // Requests still running near the deadline are cut: a purchase already created stays pending
    // for the reconciler, one not yet created was never charged.
    const cutRequests = setTimeout(() => {
      app.log.warn('requests still running at the shutdown deadline: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS - 2_000);
    const giveUp = setTimeout(() => {
      app.log.warn('shutdown deadline passed: exiting with work unfinished (it resumes at start)');
      // the PGlite folder's lock is released on exit
      process.exit(0);
    }, SHUTDOWN_DEADLINE_MS);
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
    clearTimeout(cutRequests);
    clearTimeout(giveUp);
    app.log.info(`closed in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
        'docs/operators/going-live.md says what to set.',
    );
}

main().catch((error: unknown) => {
  // A refusal to start says what to do; anything else gets its stack.
  console.error(error instanceof StartupRefusal ? error.message : error);
  process.exit(1);
});

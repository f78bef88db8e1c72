import Fastify, { type FastifyInstance } from 'fastify';
import { CLUBKONNECT_SIMULATOR_CREDENTIALS, testConfig } from '../src/config';
import { seedPackages } from '../src/modules/catalogue/seed-data';
import dbPlugin from '../src/plugins/db';
import { sameAppTransport } from '../src/plugins/same-app-transport';
import type { Database } from '../src/db/client';
import clubkonnectSimulator, {
  type ClubkonnectSimulatorOptions,
} from '../src/providers/clubkonnect/simulator/plugin';
import { openTestDatabase } from './database-template';

/*
 * The ClubKonnect simulator on a Fastify of its own with a fresh database, or one it shares (it
 * keeps its orders and float there), for the adapters' suites: the configuration an adapter reaches it with, the
 * transport into it, its callbacks and its sandbox controls.
 */

const PUBLIC_URL = 'http://simulator.test';
export const CLUBKONNECT_MOUNT = '/simulator/clubkonnect';

export async function standaloneClubkonnect(
  options: Partial<
    Pick<ClubkonnectSimulatorOptions, 'pendingSeconds' | 'timeoutDelayMs' | 'packages' | 'products'>
  > & {
    /** a database another simulator or app shares (a fresh one of its own when none) */
    database?: Database;
  } = {},
) {
  const callbacks: string[] = [];
  const app: FastifyInstance = Fastify();
  await app.register(dbPlugin, {
    database: options.database ?? (await openTestDatabase(testConfig())),
    ownsDatabase: !options.database,
  });
  await app.register(clubkonnectSimulator, {
    prefix: CLUBKONNECT_MOUNT,
    ...CLUBKONNECT_SIMULATOR_CREDENTIALS,
    pendingSeconds: options.pendingSeconds ?? 60,
    // held well past an impatient adapter's patience (200 ms); a patient one (1.5 s) never meets it
    timeoutDelayMs: options.timeoutDelayMs ?? 600,
    autoResolve: false,
    packages: options.packages ?? seedPackages,
    ...(options.products ? { products: options.products } : {}),
    deliverCallback: async (url) => {
      callbacks.push(url);
    },
  });
  await app.ready();
  const setMode = async (mode: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `${CLUBKONNECT_MOUNT}/mode`,
      payload: { mode },
    });
    if (response.statusCode !== 200) throw new Error(`mode ${mode}: HTTP ${response.statusCode}`);
  };
  return {
    app,
    callbacks,
    setMode,
    /** what an adapter is configured with, but for how long it waits */
    config: (timeoutMs: number) => ({
      ...CLUBKONNECT_SIMULATOR_CREDENTIALS,
      baseUrl: `${PUBLIC_URL}${CLUBKONNECT_MOUNT}`,
      timeoutMs,
      callbackUrl: 'http://merchant.test/api/v1/webhooks/clubkonnect/',
    }),
    transport: sameAppTransport(app, PUBLIC_URL),
  };
}
export { EPIN_SCENARIO_QUANTITIES } from '../src/providers/clubkonnect/simulator/epins';

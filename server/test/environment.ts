/*
 * The server suites' test environment: jest's node environment, with the worker's database
 * (worker-database.ts) on each suite's global. jest loads this module once per worker, outside the
 * suites' own module registries, so the database outlives each suite.
 */
import NodeEnvironment from 'jest-environment-node';
import { WORKER_DATABASE_GLOBAL, workerDatabase } from './worker-database';

export default class ServerTestEnvironment extends NodeEnvironment {
  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    super(...args);
    this.global[WORKER_DATABASE_GLOBAL] = workerDatabase;
  }
}

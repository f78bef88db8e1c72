import Fastify from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { named } from './plugin-name';

const displayName = (plugin: object) =>
  (plugin as Record<symbol, unknown>)[Symbol.for('fastify.display-name')];

it("gives fastify a plugin's name up front: its function's, or the one fastify-plugin gave", async () => {
  const routes = named(async function walletRoutes() {});
  const wrapped = named(fastifyPlugin(async () => {}, { name: 'db-plugin' }));
  // with a display name, fastify does not search the module cache for the function
  expect(displayName(routes)).toBe('walletRoutes');
  expect(displayName(wrapped)).toBe('db-plugin');

  const app = Fastify();
  await app.register(routes);
  await app.register(wrapped);
  await app.ready();
  expect(app.printPlugins()).toMatch(/walletRoutes[\s\S]*db-plugin/);
  await app.close();
});

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * A plugin registered under its function's name, the name fastify would find for it anyway. Without
 * one, fastify looks for the function among the exports of every loaded module at each
 * registration (twice): under jest, whose module cache is a proxy, that was 75 ms an app.
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  if (!(DISPLAY_NAME in plugin))
    Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || 'anonymous' });
  return plugin;
}

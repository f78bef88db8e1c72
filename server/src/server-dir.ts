import path from 'node:path';

/** Defined by the server bundle's build (scripts/server-bundle.mjs): server/, from the bundle. */
declare const BUNDLED_SERVER_DIR: string | undefined;

/**
 * The server/ folder, which holds migrations/ and public/: the parent of this file's folder when
 * the sources run, the path the build wrote in when a bundle (dist-server/) runs.
 */
export const serverDir =
  typeof BUNDLED_SERVER_DIR === 'string'
    ? path.resolve(__dirname, BUNDLED_SERVER_DIR)
    : path.resolve(__dirname, '..');

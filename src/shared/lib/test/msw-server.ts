import { setupServer } from 'msw/node';

/** One MSW server for every jest suite; tests add handlers with `mswServer.use(...)`. */
export const mswServer = setupServer();

/** The absolute URL of an API path, as RTK Query requests it. */
export const apiUrl = (path: string) =>
  `${window.location.origin}/api/v1/${path.replace(/^\//, '')}`;

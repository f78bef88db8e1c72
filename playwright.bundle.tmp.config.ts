import base from './playwright.config';
const server = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;
export default {
  ...base,
  webServer: {
    ...server,
    command: 'node --enable-source-maps dist-server/main.cjs',
    cwd: '/tmp/nt24-image',
    stdout: 'pipe',
    env: {
      ...server.env,
      NODE_ENV: 'production',
      STAGING_ALLOW_SIMULATORS: 'true',
      WEB_ROOT: '/tmp/nt24-image/dist',
      LOG_LEVEL: 'info',
    },
  },
};

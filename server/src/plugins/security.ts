import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** PUBLIC_URL is https: browsers get HSTS, and every cookie the server sets is Secure */
  https: boolean;
}

const withSecure = (cookie: string) =>
  /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;

/**
 * Security headers. antd injects its CSS-in-JS as <style> elements, so styles allow inline;
 * scripts come only from our own origin.
 */
async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the console shows an ID document it read with the owner's token as a blob URL
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only on https: HSTS from a plain-http development server would pin localhost to https.
    hsts: options.https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });

  if (options.https) {
    app.addHook('onSend', async (_request, reply, payload) => {
      const cookies = reply.getHeader('set-cookie');
      if (cookies !== undefined) {
        const list = Array.isArray(cookies) ? cookies : [String(cookies)];
        reply.removeHeader('set-cookie').header('set-cookie', list.map(withSecure));
      }
      return payload;
    });
  }
}

export default fp(securityPlugin, { name: 'security' });

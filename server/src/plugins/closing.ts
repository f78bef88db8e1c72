import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendUnavailable } from './errors';

/*
 * While the server closes: requests already running finish; a new request on a connection that is
 * still open hears 503 in the error envelope with `Connection: close`, so a load balancer or client
 * sends it to another process; and every connection is closed the moment it carries no request
 * (Node's close only reaps keep-alive connections idle at that instant, and never one that has
 * connected but not yet sent a request, which would hold the process until its timeouts).
 */
async function closingPlugin(app: FastifyInstance, options: { brandName: string }) {
  let closing = false;
  let inFlight = 0;
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendUnavailable(reply, options.brandName);
  });

  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    const reap = setInterval(() => {
      app.server.closeIdleConnections();
      if (inFlight === 0) app.server.closeAllConnections();
    }, 25);
    app.server.once('close', () => clearInterval(reap));
  });
}

export default fp(closingPlugin, { name: 'closing' });

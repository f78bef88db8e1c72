import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendUnavailable } from './errors';

/**
 * How long, once the server starts closing, a keep-alive connection that carries no request is
 * left open. A client may already be sending its next request on it: closed at that instant, the
 * request meets a reset; within this grace it is answered (503 with `Connection: close`).
 */
export const IDLE_GRACE_MS = 500;

/*
 * While the server closes: it accepts no new connection; requests already running finish, their
 * answers with `Connection: close`; a new request on a connection that is still open hears 503 in
 * the error envelope with `Connection: close`, so a load balancer or client sends it to another
 * process; and after IDLE_GRACE_MS every connection is closed the moment it carries no request
 * (Node's close would reap keep-alive connections idle at that instant, resetting a request
 * already on its way, and never closes one that has connected but not yet sent a request, which
 * would hold the process until its timeouts).
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
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    const server = app.server;
    // Node's close (called next) reaps idle connections at once; they are reaped here instead,
    // after the grace.
    const closeIdleConnections = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    const graceEnds = Date.now() + IDLE_GRACE_MS;
    const reap = setInterval(() => {
      if (Date.now() < graceEnds) return;
      closeIdleConnections();
      if (inFlight === 0) server.closeAllConnections();
    }, 25);
    server.once('close', () => clearInterval(reap));
  });
}

export default fp(closingPlugin, { name: 'closing' });

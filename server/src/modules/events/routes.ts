import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  LIVE_EVENTS,
  LIVE_HEARTBEAT_SECONDS,
  LIVE_STREAMS_PER_USER,
  type LiveChange,
  type LiveReady,
} from '@contract/api/events';
import { tooManyRequests } from '../../lib/http-error';
import { balanceCursor } from '../wallet/balance-cursor';
import { createEventHub } from './hub';
import { databaseWatchers } from './watchers';
import { apiError, bearer } from '../../lib/api-schemas';

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/*
 * GET /events/: the signed-in user's live status stream (server-sent events). Authenticated by the
 * bearer token like every other call: the SPA reads it with fetch, whose request can carry the
 * Authorization header (EventSource cannot), so no token or ticket ever appears in an address or
 * an access log. The stream says only what changed; the browser reads it through its usual calls,
 * and reads everything again whenever a stream opens, so nothing is lost across reconnects.
 */
export default async function eventsRoutes(app: FastifyInstance) {
  const hub = await createEventHub(app.database, databaseWatchers(app.db), {
    maxPerUser: LIVE_STREAMS_PER_USER,
    onError: (error) => app.log.error({ err: error }, 'live events: database listener lost'),
  });
  const ending = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of ending) end();
  });
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/events/',
    {
      onRequest: app.authenticate,
      // each event must reach the browser as it is written, never held in a compressor's buffer
      compress: false,
      schema: {
        operationId: 'getLiveEvents',
        tags: ['account'],
        summary:
          "A stream of server-sent events: the user's balance or one of their transactions changed",
        description:
          'Opens with `event: ready` and `{"balance_cursor"}` (read everything again: changes while ' +
          'no stream was open are not replayed; a user read with that balance_cursor is current), then sends `event: change` with `{"kind": "balance" | "transaction", ' +
          '"transaction_id"}` for every committed change, whichever server process made it, and a ' +
          `comment line every ${LIVE_HEARTBEAT_SECONDS} s. At most ${LIVE_STREAMS_PER_USER} open ` +
          'streams per user and server process (429 beyond).',
        security: bearer,
        response: {
          200: {
            description: 'The event stream; it stays open until the client closes it.',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          401: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      const { userId } = request;
      const raw = reply.raw;
      // Until `ready` is written, a change needs no telling (the browser reads everything once
      // ready), and a lost database ends the stream as soon as it has begun.
      let open = false;
      let lostEarly = false;
      let end = () => {
        lostEarly = true;
      };
      const unsubscribe = await hub.subscribe(userId, {
        change: (change: LiveChange) => {
          if (open) raw.write(frame(LIVE_EVENTS.change, change));
        },
        lost: () => end(),
      });
      if (!unsubscribe) throw tooManyRequests(5);
      // read after subscribing: a balance that moves from here on is also told as a change
      let ready: LiveReady;
      try {
        ready = { balance_cursor: await balanceCursor(app.db, userId) };
      } catch (error) {
        unsubscribe();
        throw error;
      }

      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies buffer responses unless told not to.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(frame(LIVE_EVENTS.ready, ready));
      open = true;
      const heartbeat = setInterval(
        () => raw.write(': keep-alive\n\n'),
        LIVE_HEARTBEAT_SECONDS * 1000,
      );
      let ended = false;
      end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        ending.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      ending.add(end);
      request.raw.on('close', end);
      raw.on('close', end);
      // a database lost, or a browser gone, while the stream was being set up
      if (lostEarly || request.raw.socket.destroyed) end();
    },
  );
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/** What Node's HTTP parser refused before any route could run, and what the client is told. */
function classify(code: string | undefined): [status: number, message: string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive.'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  return [400, 'The request is malformed.'];
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP layer could not parse (a control character
 * in a header, bad bytes in the address, oversized headers, too slow to arrive) is answered in the
 * API's error envelope, like every other error, and the connection is closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
) {
  // The client is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = classify(error.code);
  this.log.debug({ err: error, status }, 'request refused by the HTTP parser');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}

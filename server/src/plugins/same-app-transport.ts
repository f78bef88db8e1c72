import type { FastifyInstance } from 'fastify';
import type { Transport } from '../ports/http';

/**
 * Reaches URLs under our own PUBLIC_URL through app.inject: the simulator mounted in this process
 * answers without a network round trip (and works whatever PUBLIC_URL resolves to from inside the
 * server); other URLs go through fetch.
 */
export function sameAppTransport(app: FastifyInstance, publicUrl: string): Transport {
  return async (url, init) => {
    if (!url.startsWith(`${publicUrl}/`)) return fetch(url, init);
    const injected = app.inject({
      method: init.method as 'GET' | 'POST',
      url: url.slice(publicUrl.length),
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const aborted = new Promise<never>((_resolve, reject) => {
      init.signal.addEventListener('abort', () => reject(new Error('timed out')), { once: true });
    });
    const response = await Promise.race([injected, aborted]);
    return { status: response.statusCode, text: async () => response.body };
  };
}

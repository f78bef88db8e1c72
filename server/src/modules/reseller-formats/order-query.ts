import { notFound } from '../../lib/http-error';
import type { FormatRoute } from './format';
import { findOrder } from './orders';
import { orderView, type OrderKind, type OrderView } from './view';

/**
 * A format's order query, GET /api/<service>/<reference or id>: the caller's order of those kinds
 * (a test key's test order), in the format's words.
 */
export const orderQueryRoute = (
  url: string,
  kinds: readonly OrderKind[],
  present: (view: OrderView) => Record<string, unknown>,
): FormatRoute => ({
  method: 'GET',
  url: `${url}/:ref`,
  async handle(context, request) {
    const { ref: sent } = request.params as { ref: string };
    const row = await findOrder(context.orders, request, sent);
    const view = row && (await orderView(context.db, row));
    if (!view || !kinds.includes(view.kind)) throw notFound(`No order ${sent}.`);
    return { body: present(view) };
  },
});

import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { objectAt, stringAt } from '../../../lib/loose';
import { simModes } from '../../../lib/simulator-controls-tables';

/*
 * How the Paystack simulator's API answers (sandbox control, kept in sim_modes under "paystack"
 * so every server process answers alike): POST <mount>/mode { mode }.
 * - ok: as Paystack would;
 * - down: every API call 503 in Paystack's envelope (a 5xx outage);
 * - timeout: every API call answered only after the adapter has given up;
 * - unreadable: every API call 200 with a body that is not JSON.
 * The checkout and transfer pages keep working in every mode: only the API is faulty.
 */

export const PAYSTACK_FAULT_MODES = ['ok', 'down', 'timeout', 'unreadable'] as const;
export type PaystackFaultMode = (typeof PAYSTACK_FAULT_MODES)[number];

const SIMULATOR = 'paystack';

const isMode = (value: string): value is PaystackFaultMode =>
  (PAYSTACK_FAULT_MODES as readonly string[]).includes(value);

export function registerFaultControls(app: FastifyInstance, timeoutDelayMs: number) {
  const { db } = app;

  app.post('/mode', { schema: { hide: true } }, async (request, reply) => {
    const wanted = stringAt(objectAt(request.body).mode);
    if (!isMode(wanted))
      return reply
        .status(400)
        .send({ error: `mode must be one of: ${PAYSTACK_FAULT_MODES.join(', ')}` });
    await db
      .insert(simModes)
      .values({ simulator: SIMULATOR, mode: wanted })
      .onConflictDoUpdate({
        target: simModes.simulator,
        set: { mode: wanted, updatedAt: sql`now()` },
      });
    return { mode: wanted };
  });

  async function mode(): Promise<PaystackFaultMode> {
    const [row] = await db
      .select({ mode: simModes.mode })
      .from(simModes)
      .where(eq(simModes.simulator, SIMULATOR));
    return row && isMode(row.mode) ? row.mode : 'ok';
  }

  /** A preHandler for the API routes: answers the fault, or lets the route answer. */
  return async function faulty(_request: unknown, reply: FastifyReply) {
    const current = await mode();
    if (current === 'ok') return;
    if (current === 'timeout') await new Promise((resolve) => setTimeout(resolve, timeoutDelayMs));
    if (current === 'down' || current === 'timeout')
      return reply.status(503).send({ status: false, message: 'Service unavailable' });
    return reply.status(200).type('text/html').send('<html><body>Bad gateway</body></html>');
  };
}

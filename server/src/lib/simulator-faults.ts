import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { objectAt, stringAt } from './loose';
import { simModes } from './simulator-controls-tables';

/*
 * How a payments simulator's API answers (Monnify's and Paystack's; a sandbox control kept in
 * sim_modes under the simulator's name so every server process answers alike):
 * POST <mount>/mode { mode }.
 * - ok: as the provider would;
 * - down: every API call 503 in the provider's error envelope (a 5xx outage);
 * - timeout: every API call answered only after the adapter has given up;
 * - unreadable: every API call 200 with a body that is not JSON.
 * The checkout and transfer pages keep working in every mode: only the API is faulty.
 */

export const FAULT_MODES = ['ok', 'down', 'timeout', 'unreadable'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

const isMode = (value: string): value is FaultMode =>
  (FAULT_MODES as readonly string[]).includes(value);

export interface FaultOptions {
  /** the simulator's name in sim_modes, e.g. paystack */
  simulator: 'monnify' | 'paystack';
  /** longer than the adapter waits */
  timeoutDelayMs: number;
  /** the provider's error body of a 503 */
  downBody: Record<string, unknown>;
}

/** Registers POST mode; answers the preHandler that makes the API routes answer the mode. */
export function registerFaultControls(app: FastifyInstance, options: FaultOptions) {
  const { db } = app;
  const { simulator: SIMULATOR, timeoutDelayMs } = options;

  app.post('/mode', { schema: { hide: true } }, async (request, reply) => {
    const wanted = stringAt(objectAt(request.body).mode);
    if (!isMode(wanted))
      return reply.status(400).send({ error: `mode must be one of: ${FAULT_MODES.join(', ')}` });
    await db
      .insert(simModes)
      .values({ simulator: SIMULATOR, mode: wanted })
      .onConflictDoUpdate({
        target: simModes.simulator,
        set: { mode: wanted, updatedAt: sql`now()` },
      });
    return { mode: wanted };
  });

  async function mode(): Promise<FaultMode> {
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
      return reply.status(503).send(options.downBody);
    return reply.status(200).type('text/html').send('<html><body>Bad gateway</body></html>');
  };
}

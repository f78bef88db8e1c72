import type { FastifyInstance } from 'fastify';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { objectAt, stringAt } from './loose';
import { simModes, simReceivedOrders } from './simulator-controls-tables';

/*
 * Sandbox controls every bills simulator mounts beside its API (only simulators are mounted, so
 * only in sandbox mode): POST <mount>/mode switches how it answers purchases, GET <mount>/orders
 * lists the purchases it received, newest first. Both are kept in the database (sim_modes,
 * sim_received_orders), read on every purchase: several server processes on one database answer
 * as one simulator, whichever process the mode was set through or the purchase reached.
 *
 * - ok: the simulator's own rules (sandbox numbers and scenarios);
 * - down: every purchase refused before vending, as the provider being down would;
 * - timeout: every purchase accepted and answered only after the adapter has given up;
 * - no-float: every purchase refused for the low balance of our account with the provider, and
 *   the balance asked answers ₦0.
 */

export const SIMULATOR_MODES = ['ok', 'down', 'timeout', 'no-float'] as const;
export type SimulatorMode = (typeof SIMULATOR_MODES)[number];

/** A purchase as a simulator received it. */
export interface ReceivedOrder {
  received_at: string;
  request_id: string;
  /** the provider's service (VTpass serviceID, or the ClubKonnect script) */
  service: string;
  /** the phone, smartcard, meter or profile bought for */
  number: string;
  /** naira, when the request named one */
  amount: number | null;
  /** the plan, package or exam type, when one was named */
  plan: string | null;
  /** how the simulator was set to answer it */
  mode: SimulatorMode;
}

export interface SandboxControls {
  /** How the simulator answers now. */
  mode(): Promise<SimulatorMode>;
  /**
   * Records a purchase as received and answers the mode it met, and what `alongside` reads (the
   * simulator's own state for the order), in one statement.
   */
  receive<T extends Record<string, unknown> = Record<never, never>>(
    order: Omit<ReceivedOrder, 'received_at' | 'mode'>,
    alongside?: { [K in keyof T]: SQL<T[K]> },
  ): Promise<{ mode: SimulatorMode } & Partial<T>>;
}

/** Orders kept per simulator; older ones drop off. */
const KEPT_ORDERS = 200;
/** The oldest orders are pruned at every this many received (by any simulator). */
const PRUNE_EVERY = 20;

const isMode = (value: string): value is SimulatorMode =>
  (SIMULATOR_MODES as readonly string[]).includes(value);

const modeOf = (value: string | undefined): SimulatorMode =>
  value !== undefined && isMode(value) ? value : 'ok';

/**
 * Registers POST mode and GET orders on the simulator's (prefixed) instance; `simulator` names it
 * in the tables (e.g. vtpass).
 */
export function registerSandboxControls(app: FastifyInstance, simulator: string): SandboxControls {
  const { db } = app;
  const currentMode = sql<string>`coalesce((select ${simModes.mode} from ${simModes} where ${simModes.simulator} = ${simulator}), 'ok')`;

  app.post('/mode', { schema: { hide: true } }, async (request, reply) => {
    const wanted = stringAt(objectAt(request.body).mode);
    if (!isMode(wanted))
      return reply
        .status(400)
        .send({ error: `mode must be one of: ${SIMULATOR_MODES.join(', ')}` });
    await db
      .insert(simModes)
      .values({ simulator, mode: wanted })
      .onConflictDoUpdate({
        target: simModes.simulator,
        set: { mode: wanted, updatedAt: sql`now()` },
      });
    return { mode: wanted };
  });

  app.get('/orders', { schema: { hide: true } }, async (): Promise<ReceivedOrder[]> => {
    const rows = await db
      .select()
      .from(simReceivedOrders)
      .where(eq(simReceivedOrders.simulator, simulator))
      .orderBy(desc(simReceivedOrders.id))
      .limit(KEPT_ORDERS);
    return rows.map((row) => ({
      received_at: row.receivedAt.toISOString(),
      request_id: row.requestId,
      service: row.service,
      number: row.number,
      amount: row.amount,
      plan: row.plan,
      mode: modeOf(row.mode),
    }));
  });

  /**
   * Deletes this simulator's orders older than its newest KEPT_ORDERS: the cutoff read once from
   * the (simulator, id) index, not once for each row (that grew to ~25 ms a prune as the table's
   * dead rows piled up in PGlite, which has no autovacuum).
   */
  const prune = () =>
    db.execute(sql`delete from ${simReceivedOrders}
      where ${simReceivedOrders.simulator} = ${simulator} and ${simReceivedOrders.id} < (
        select kept.id from ${simReceivedOrders} as kept where kept.simulator = ${simulator}
        order by kept.id desc offset ${KEPT_ORDERS - 1} limit 1)`);

  return {
    async mode() {
      const [row] = await db
        .select({ mode: simModes.mode })
        .from(simModes)
        .where(eq(simModes.simulator, simulator));
      return modeOf(row?.mode);
    },
    async receive<T extends Record<string, unknown>>(
      order: Omit<ReceivedOrder, 'received_at' | 'mode'>,
      alongside?: { [K in keyof T]: SQL<T[K]> },
    ) {
      const [row] = (await db
        .insert(simReceivedOrders)
        .values({
          simulator,
          requestId: order.request_id,
          service: order.service,
          number: order.number,
          amount: order.amount,
          plan: order.plan,
          mode: currentMode,
        })
        .returning({
          ...(alongside as Record<string, SQL>),
          id: simReceivedOrders.id,
          mode: simReceivedOrders.mode,
        })) as ({ id: number; mode: string } & Partial<T>)[];
      if (row && row.id % PRUNE_EVERY === 0) await prune();
      return { ...row, mode: modeOf(row?.mode) } as { mode: SimulatorMode } & Partial<T>;
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { objectAt, stringAt } from './loose';

/*
 * Sandbox controls every bills simulator mounts beside its API (only simulators are mounted, so
 * only in sandbox mode): POST <mount>/mode switches how it answers purchases, GET <mount>/orders
 * lists the purchases it received, newest first. Both live in this process's memory: with several
 * server processes, each has its own mode and list.
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
  mode(): SimulatorMode;
  record(order: Omit<ReceivedOrder, 'received_at' | 'mode'>): void;
}

/** Orders kept per simulator; older ones drop off. */
const KEPT_ORDERS = 200;

const isMode = (value: string): value is SimulatorMode =>
  (SIMULATOR_MODES as readonly string[]).includes(value);

/** Registers POST mode and GET orders on the simulator's (prefixed) instance. */
export function registerSandboxControls(app: FastifyInstance): SandboxControls {
  let mode: SimulatorMode = 'ok';
  const orders: ReceivedOrder[] = [];

  app.post('/mode', { schema: { hide: true } }, async (request, reply) => {
    const wanted = stringAt(objectAt(request.body).mode);
    if (!isMode(wanted))
      return reply
        .status(400)
        .send({ error: `mode must be one of: ${SIMULATOR_MODES.join(', ')}` });
    mode = wanted;
    return { mode };
  });

  app.get('/orders', { schema: { hide: true } }, async () => orders);

  return {
    mode: () => mode,
    record(order) {
      orders.unshift({ received_at: new Date().toISOString(), ...order, mode });
      orders.length = Math.min(orders.length, KEPT_ORDERS);
    },
  };
}

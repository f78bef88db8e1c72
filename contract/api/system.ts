import { Type, type Static } from 'typebox';

export const SimulatedProviderSchema = Type.Union([
  Type.Literal('bills'),
  Type.Literal('payments'),
  Type.Literal('sms'),
]);

/** sandbox: built-in simulators answer, no real money moves; live: every provider is real. */
export const RunModeSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('live')]);

/**
 * One provider's health: up; degraded (a bills provider with a service its circuit breaker keeps
 * orders away from); down (switched off or forced down by the owner).
 */
export const ProviderHealthSchema = Type.Object({
  name: Type.String(),
  kind: SimulatedProviderSchema,
  status: Type.Union([Type.Literal('up'), Type.Literal('degraded'), Type.Literal('down')]),
});

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  mode: RunModeSchema,
  /** providers answered by a built-in simulator; empty in live mode */
  simulated: Type.Array(SimulatedProviderSchema),
  /** every provider: the bills providers routing may use, payments and SMS */
  providers: Type.Array(ProviderHealthSchema),
});

export type ProviderHealth = Static<typeof ProviderHealthSchema>;

export type SimulatedProvider = Static<typeof SimulatedProviderSchema>;
export type RunMode = Static<typeof RunModeSchema>;
export type Health = Static<typeof HealthSchema>;

/** /health/live and /health/ready: the process is up; it can serve (database reachable, migrated). */
export const HealthProbeSchema = Type.Object({ status: Type.Literal('ok') });
export type HealthProbe = Static<typeof HealthProbeSchema>;

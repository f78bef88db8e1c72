import { Type, type Static } from 'typebox';

export const SimulatedProviderSchema = Type.Union([
  Type.Literal('bills'),
  Type.Literal('payments'),
  Type.Literal('sms'),
]);

/** sandbox: built-in simulators answer, no real money moves; live: every provider is real. */
export const RunModeSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('live')]);

/** A provider the server is wired to, and whether a built-in simulator answers for it. */
export const ConfiguredProviderSchema = Type.Object({
  name: Type.Union([
    Type.Literal('vtpass'),
    Type.Literal('clubkonnect'),
    Type.Literal('monnify'),
    Type.Literal('paystack'),
    Type.Literal('termii'),
  ]),
  kind: SimulatedProviderSchema,
  simulated: Type.Boolean(),
});

/**
 * One provider's health: up; degraded (a bills provider with a service its circuit breaker keeps
 * orders away from); down (switched off or forced down by the owner). simulated: a built-in
 * simulator answers for it.
 */
export const ProviderHealthSchema = Type.Object({
  name: Type.String(),
  kind: SimulatedProviderSchema,
  status: Type.Union([Type.Literal('up'), Type.Literal('degraded'), Type.Literal('down')]),
  simulated: Type.Boolean(),
});

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  mode: RunModeSchema,
  /** providers answered by a built-in simulator; empty in live mode */
  simulated: Type.Array(SimulatedProviderSchema),
  /** every provider: the bills providers routing may use (VTpass, ClubKonnect), payments and SMS */
  providers: Type.Array(ProviderHealthSchema),
});

export type ProviderHealth = Static<typeof ProviderHealthSchema>;

export type SimulatedProvider = Static<typeof SimulatedProviderSchema>;
export type RunMode = Static<typeof RunModeSchema>;
export type Health = Static<typeof HealthSchema>;
export type ConfiguredProvider = Static<typeof ConfiguredProviderSchema>;

/** /health/live and /health/ready: the process is up; it can serve (database reachable, migrated). */
export const HealthProbeSchema = Type.Object({ status: Type.Literal('ok') });
export type HealthProbe = Static<typeof HealthProbeSchema>;

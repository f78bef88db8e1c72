import { Type, type Static } from 'typebox';

export const SimulatedProviderSchema = Type.Union([
  Type.Literal('bills'),
  Type.Literal('payments'),
  Type.Literal('sms'),
]);

/** sandbox: built-in simulators answer, no real money moves; live: every provider is real. */
export const RunModeSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('live')]);

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  mode: RunModeSchema,
  /** providers answered by a built-in simulator; empty in live mode */
  simulated: Type.Array(SimulatedProviderSchema),
});

export type SimulatedProvider = Static<typeof SimulatedProviderSchema>;
export type RunMode = Static<typeof RunModeSchema>;
export type Health = Static<typeof HealthSchema>;

import { Type, type Static } from 'typebox';

export {
  LIVE_EVENTS,
  LIVE_HEARTBEAT_SECONDS,
  LIVE_STREAMS_PER_USER,
} from '../constants/live-events';

/*
 * The live status stream, GET /api/v1/events/: server-sent events telling a signed-in user's open
 * screens that something of theirs changed, so they read it again. An event carries no money or
 * status itself, only what to read again; the screens' own queries stay the one source of truth.
 */

export const LiveChangeSchema = Type.Object({
  /** balance: the wallet or bonus balance moved; transaction: one of the user's transactions was created or changed */
  kind: Type.Union([Type.Literal('balance'), Type.Literal('transaction')]),
  /** the transaction created or changed (kind transaction), else null */
  transaction_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type LiveChange = Static<typeof LiveChangeSchema>;

/** The data of `ready`: where the user's balances stand as the stream starts telling changes. */
export const LiveReadySchema = Type.Object({
  /** the same value as get-user's balance_cursor: equal means the balances have not moved since */
  balance_cursor: Type.String(),
});
export type LiveReady = Static<typeof LiveReadySchema>;

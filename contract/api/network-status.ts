import { Type, type Static } from 'typebox';
import {
  NETWORK_STATES,
  NETWORK_STATUS_SERVICES,
  type NetworkState,
  type NetworkStatusService,
} from '../rules/network-status';

/*
 * GET /api/v1/network-status/: each package's last hour, from our own orders (public; never names
 * the bills provider behind a package). The rules and wording: contract/rules/network-status.ts.
 */

const count = (description: string) => Type.Integer({ minimum: 0, description });

export const NetworkStatusEntrySchema = Type.Object({
  package_id: Type.Integer(),
  /** the catalogue category: airtime 1, data 2, cable 3, electricity 4, exam 6 */
  category_id: Type.Integer(),
  service: Type.Unsafe<NetworkStatusService>(
    Type.Union(NETWORK_STATUS_SERVICES.map((service) => Type.Literal(service))),
  ),
  /** the package as the catalogue names it: "MTN", "MTN SME", "DSTV" */
  title: Type.String(),
  /** airtime and data: the network ("MTN"); bills: null */
  network: Type.Union([Type.String(), Type.Null()]),
  /** what the sentence calls it: "MTN airtime", "MTN SME" */
  label: Type.String(),
  orders: count('orders made in the last hour'),
  delivered: count('of them, delivered'),
  failed: count('of them, failed or reversed'),
  pending: count('of them, still pending'),
  late: count('of the pending, made 2 minutes ago or more'),
  success_rate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
    description: 'delivered / (delivered + failed), 0 to 1; null when none settled',
  }),
  median_seconds: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description: 'median seconds from order to delivery of the delivered ones; null when none',
  }),
  state: Type.Unsafe<NetworkState>(Type.Union(NETWORK_STATES.map((s) => Type.Literal(s)))),
  /** the sentence the purchase screens show; null when no orders in the hour */
  summary: Type.Union([Type.String(), Type.Null()]),
});

export const NetworkStatusSchema = Type.Object({
  /** the orders counted were made in the last this many minutes */
  window_minutes: Type.Integer(),
  /** when the figures were read (a server keeps them for 30 seconds) */
  computed_at: Type.String({ format: 'date-time' }),
  entries: Type.Array(NetworkStatusEntrySchema),
});

export type NetworkStatusEntry = Static<typeof NetworkStatusEntrySchema>;
export type NetworkStatus = Static<typeof NetworkStatusSchema>;

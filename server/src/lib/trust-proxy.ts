import ipaddr from 'ipaddr.js';
import { StartupRefusal } from './startup-refusal';

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY). X-Forwarded-For is
 * read from the right: each proxy appends the address it was connected from, so the entries a
 * trusted proxy appended are true and everything left of them is whatever the client wrote. The
 * client's address is the right-most entry not appended by a trusted proxy.
 *
 * - `false`: no proxy; the socket's address is the client's, X-Forwarded-For is ignored.
 * - `{ hops: n }`: the last n hops are our proxies (the socket's peer and n - 1 entries). Only safe
 *   when the server cannot be reached except through them.
 * - `{ proxies: [...] }`: addresses or CIDR ranges of our proxies; any hop from elsewhere is the
 *   client, even the socket's peer (a direct client's X-Forwarded-For is then ignored).
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const HOW_TO =
  'Set TRUST_PROXY to the number of proxies in front of the server (1 for one nginx, Caddy or ' +
  'load balancer) or to their addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1).';

const isAddressOrRange = (entry: string) =>
  entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);

/** Reads TRUST_PROXY; a blanket `true`, or an entry that is not an address, refuses the start. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    throw new StartupRefusal(
      'TRUST_PROXY=true would take the left-most X-Forwarded-For entry, which any client writes ' +
        `itself, as its address (so it could dodge every throttle and allow-list). ${HOW_TO}`,
    );
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const proxies = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = proxies.find((entry) => !isAddressOrRange(entry));
  if (invalid !== undefined || proxies.length === 0)
    throw new StartupRefusal(
      `TRUST_PROXY=${text}: ${invalid ?? 'nothing'} is not an address or CIDR range. ${HOW_TO}`,
    );
  return { proxies };
}

/** Fastify's `trustProxy` option for the setting (request.ip then follows the rule above). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  // Fastify takes a bare number as "trust nothing"; proxy-addr counts hops from the socket (0).
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.proxies;
}

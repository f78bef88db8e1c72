import Fastify from 'fastify';
import { loadConfig } from '../config';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

/** The address a request is counted, throttled and allowed under, for one TRUST_PROXY value. */
async function addressUsed(trustProxy: string, socket: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trustProxy)) });
  app.get('/ip', (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: '/ip',
    remoteAddress: socket,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return (JSON.parse(response.body) as { ip: string }).ip;
}

const PROXY = '10.0.0.5';
const CLIENT = '198.51.100.9';
const SPOOF = '203.0.113.7';

// [TRUST_PROXY, socket address, X-Forwarded-For, the address used]
const TABLE: [string, string, string | undefined, string][] = [
  ['(unset)', CLIENT, undefined, CLIENT],
  ['(unset)', CLIENT, SPOOF, CLIENT],
  ['(unset)', PROXY, `${SPOOF}, ${CLIENT}`, PROXY],
  ['1', PROXY, CLIENT, CLIENT],
  ['1', PROXY, `${SPOOF}, ${CLIENT}`, CLIENT],
  ['1', PROXY, `${SPOOF}, 192.0.2.1, ${CLIENT}`, CLIENT],
  ['1', PROXY, undefined, PROXY],
  ['2', PROXY, `${SPOOF}, ${CLIENT}, 10.0.0.9`, CLIENT],
  ['10.0.0.0/8', PROXY, `${SPOOF}, ${CLIENT}`, CLIENT],
  ['10.0.0.0/8', PROXY, `${SPOOF}, ${CLIENT}, 10.0.0.9`, CLIENT],
  ['10.0.0.0/8', CLIENT, SPOOF, CLIENT],
  ['10.0.0.5, 127.0.0.1', '127.0.0.1', `${SPOOF}, ${CLIENT}, ${PROXY}`, CLIENT],
  ['10.0.0.5, 127.0.0.1', '127.0.0.1', `${SPOOF}, ${CLIENT}, 10.0.0.6`, '10.0.0.6'],
  ['2001:db8::/32', '2001:db8::1', `${SPOOF}, ${CLIENT}`, CLIENT],
];

it.each(TABLE)(
  'TRUST_PROXY=%s, socket %s, X-Forwarded-For %s: the client is %s',
  async (setting, socket, chain, expected) => {
    expect(await addressUsed(setting === '(unset)' ? '' : setting, socket, chain)).toBe(expected);
  },
);

it('refuses a blanket TRUST_PROXY=true at start-up, saying what to write', () => {
  expect(() => loadConfig({ TRUST_PROXY: 'true', JWT_SECRET: 'x', OPS_TOKEN: 'y' })).toThrow(
    /^TRUST_PROXY=true would take the left-most X-Forwarded-For entry, .* Set TRUST_PROXY to the number of proxies in front of the server \(1 for one nginx, Caddy or load balancer\) or to their addresses or CIDR ranges/,
  );
});

it('refuses an entry that is not an address or range, naming it', () => {
  expect(() => parseTrustProxy('10.0.0.1, proxy.internal')).toThrow(
    /^TRUST_PROXY=10\.0\.0\.1, proxy\.internal: proxy\.internal is not an address or CIDR range\./,
  );
  expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33 is not an address/);
  expect(() => parseTrustProxy('yes')).toThrow(/yes is not an address/);
});

it('reads unset, false and 0 as no proxy, a number as hops and a list as proxies', () => {
  expect(parseTrustProxy(undefined)).toBe(false);
  expect(parseTrustProxy('false')).toBe(false);
  expect(parseTrustProxy('0')).toBe(false);
  expect(parseTrustProxy('2')).toEqual({ hops: 2 });
  expect(parseTrustProxy(' 10.0.0.0/8 , ::1 ')).toEqual({ proxies: ['10.0.0.0/8', '::1'] });
});

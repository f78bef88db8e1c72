import dns from 'node:dns';
import ipaddr from 'ipaddr.js';

/** Customer-facing reasons a webhook URL is refused (update-user-profile/ and the delivery log). */
export const WEBHOOK_URL_MESSAGES = {
  invalid: 'Webhook URL must be an http or https URL',
  notPublic: 'Webhook URL must point to a public internet address',
  unresolvable: 'Webhook URL host could not be found',
} as const;

export type UnsafeWebhookUrlReason = keyof typeof WEBHOOK_URL_MESSAGES;

/** A webhook URL we will not send to; `message` is fit to show the customer. */
export class UnsafeWebhookUrlError extends Error {
  constructor(readonly reason: UnsafeWebhookUrlReason) {
    super(WEBHOOK_URL_MESSAGES[reason]);
    this.name = 'UnsafeWebhookUrlError';
  }
}

/** Every address a host name resolves to (IPv4 and IPv6), as text. */
export type WebhookLookup = (hostname: string) => Promise<string[]>;

const LOOKUP_TIMEOUT_MS = 5_000;

const systemLookup: WebhookLookup = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

let currentLookup: WebhookLookup = systemLookup;

/**
 * Replaces the resolver behind every check (tests: the sandbox has no DNS). Without an argument the
 * system resolver comes back. Returns a function restoring the previous one.
 */
export function setWebhookLookup(lookup?: WebhookLookup): () => void {
  const previous = currentLookup;
  currentLookup = lookup ?? systemLookup;
  return () => {
    currentLookup = previous;
  };
}

/**
 * An IPv6 address ending in a dotted quad with that quad as two hex groups: ipaddr.js reads
 * `::a.b.c.d` as `::ffff:a.b.c.d`, which would turn an IPv4-compatible address into a mapped one.
 */
function dottedTailAsHex(text: string): string | undefined {
  const match = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return text;
  const octets = match.slice(2).map(Number);
  if (octets.some((octet) => octet > 255)) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = octets;
  return `${match[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/**
 * One form for every way of writing an address: brackets and an IPv6 zone dropped, IPv4-mapped
 * IPv6 (::ffff:a.b.c.d, also written in hex or in full) as the IPv4 address it maps to. Undefined
 * for anything that is not an address, and for all of ::/96 (::, ::1 and the deprecated
 * IPv4-compatible ::a.b.c.d, which stacks may route to the IPv4 address inside).
 */
export function canonicalAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = dottedTailAsHex(
    text
      .trim()
      .replace(/^\[(.*)\]$/, '$1')
      .replace(/%.*$/, ''),
  );
  if (bare === undefined || !ipaddr.isValid(bare)) return undefined;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed;
  const parts = (parsed as ipaddr.IPv6).parts;
  const zeros = (count: number) => parts.slice(0, count).every((part) => part === 0);
  if (zeros(5) && parts[5] === 0xffff) return (parsed as ipaddr.IPv6).toIPv4Address();
  // ::/96 holds only ::, ::1 and IPv4-compatible addresses: none is a public IPv6 address.
  if (zeros(6)) return undefined;
  return parsed;
}

/**
 * Only ordinary public unicast addresses: not loopback, private, link-local (cloud metadata),
 * unique-local, carrier-grade NAT, unspecified, broadcast, multicast, documentation or other
 * reserved ranges, nor IPv6 forms embedding IPv4 (compatible, 6to4, NAT64, Teredo, translated)
 * unless mapped (::ffff:a.b.c.d) to a public IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  return canonicalAddress(address)?.range() === 'unicast';
}

/** The URL's host without IPv6 brackets; throws when it is not an absolute http(s) URL. */
export function webhookHost(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeWebhookUrlError('invalid');
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname)
    throw new UnsafeWebhookUrlError('invalid');
  return parsed.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Resolves a host with a time limit; a failure or an empty answer is 'unresolvable'. */
export async function resolveWebhookHost(hostname: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([currentLookup(hostname), timeout]);
    if (addresses.length === 0) throw new Error('no addresses');
    return addresses;
  } catch {
    throw new UnsafeWebhookUrlError('unresolvable');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refuses a URL that is not http(s), whose host does not resolve, or that resolves (or is a
 * literal address) anywhere but the public internet. With allowPrivate (local testing) only the
 * scheme is checked.
 */
export async function assertPublicWebhookUrl(url: string, allowPrivate: boolean): Promise<void> {
  const host = webhookHost(url);
  if (allowPrivate) return;
  const addresses = ipaddr.isValid(host) ? [host] : await resolveWebhookHost(host);
  if (!addresses.every(isPublicAddress)) throw new UnsafeWebhookUrlError('notPublic');
}

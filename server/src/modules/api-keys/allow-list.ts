import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An address or CIDR range as a range; IPv4-mapped IPv6 addresses count as IPv4. */
function rangeOf(entry: string): Range | undefined {
  const text = entry.trim();
  try {
    if (text.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(text);
      return [address, bits];
    }
    const address = ipaddr.process(text);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return undefined;
  }
}

/**
 * The allow-list as stored (canonical text, duplicates dropped), or the first entry that is not an
 * address or CIDR range.
 */
export function normaliseAllowList(
  entries: readonly string[],
): { ok: true; list: string[] } | { ok: false; invalid: string } {
  const list: string[] = [];
  for (const entry of entries) {
    const range = rangeOf(entry);
    if (!range) return { ok: false, invalid: entry };
    const [address, bits] = range;
    const full = address.kind() === 'ipv4' ? 32 : 128;
    const text = bits === full ? address.toString() : `${address.toString()}/${bits}`;
    if (!list.includes(text)) list.push(text);
  }
  return { ok: true, list };
}

/** Whether the client address may use a key with this allow-list (empty allows any). */
export function addressAllowed(clientIp: string, allowList: readonly string[]): boolean {
  if (allowList.length === 0) return true;
  let client: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    client = ipaddr.process(clientIp);
  } catch {
    return false;
  }
  return allowList.some((entry) => {
    const range = rangeOf(entry);
    return range !== undefined && range[0].kind() === client.kind() && client.match(range);
  });
}

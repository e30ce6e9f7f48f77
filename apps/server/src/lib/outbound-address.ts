import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may send a request on an organiser's say-so (webhooks): never to itself, its
 * private network or a cloud metadata service (SSRF). `refusedReason` classifies one address;
 * `resolveAllowed` resolves a host name to all its addresses and refuses it if any is refused,
 * unless the host (or the address) is on the allow-list (`WEBHOOK_ALLOWED_HOSTS`, on-premise).
 */

const ranges: Array<[string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'a "this network" address'],
  ['10.0.0.0', 8, 'ipv4', 'a private address'],
  ['100.64.0.0', 10, 'ipv4', 'a shared (CGNAT) address'],
  ['127.0.0.0', 8, 'ipv4', 'a loopback address'],
  ['169.254.0.0', 16, 'ipv4', 'a link-local (metadata) address'],
  ['172.16.0.0', 12, 'ipv4', 'a private address'],
  ['192.0.0.0', 24, 'ipv4', 'a reserved address'],
  ['192.0.2.0', 24, 'ipv4', 'a documentation address'],
  ['192.88.99.0', 24, 'ipv4', 'a reserved address'],
  ['192.168.0.0', 16, 'ipv4', 'a private address'],
  ['198.18.0.0', 15, 'ipv4', 'a benchmarking address'],
  ['198.51.100.0', 24, 'ipv4', 'a documentation address'],
  ['203.0.113.0', 24, 'ipv4', 'a documentation address'],
  ['224.0.0.0', 4, 'ipv4', 'a multicast address'],
  ['240.0.0.0', 4, 'ipv4', 'a reserved address'],
  ['::', 128, 'ipv6', 'an unspecified address'],
  ['::1', 128, 'ipv6', 'a loopback address'],
  ['100::', 64, 'ipv6', 'a discard address'],
  ['2001:db8::', 32, 'ipv6', 'a documentation address'],
  ['fc00::', 7, 'ipv6', 'a private address'],
  ['fe80::', 10, 'ipv6', 'a link-local address'],
  ['fec0::', 10, 'ipv6', 'a site-local address'],
  ['ff00::', 8, 'ipv6', 'a multicast address'],
];

const lists = ranges.map(([network, prefix, family, reason]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, family, reason };
});

/** The 8 hextets of an IPv6 address (with an embedded IPv4 tail expanded). */
function hextets(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const bytes = v4[1]!.split('.').map(Number);
    text = `${text.slice(0, -v4[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) =>
    s ? s.split(':').map((h) => Number.parseInt(h, 16)) : [];
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? [] : new Array(8 - left.length - right.length).fill(0);
  const all = [...left, ...fill, ...right];
  return all.length === 8 && all.every((h) => Number.isInteger(h) && h >= 0 && h <= 0xffff)
    ? all
    : null;
}

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64). */
function embeddedIpv4(address: string): string | null {
  const h = hextets(address);
  if (!h) return null;
  const zeros = (from: number, to: number) => h.slice(from, to).every((x) => x === 0);
  const mapped = zeros(0, 5) && (h[5] === 0xffff || h[5] === 0);
  const nat64 = h[0] === 0x64 && h[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !nat64) return null;
  if (zeros(0, 8) || (zeros(0, 7) && h[7] === 1)) return null; // :: and ::1 are v6's own
  return [h[6]! >> 8, h[6]! & 0xff, h[7]! >> 8, h[7]! & 0xff].join('.');
}

/** Why the server must not connect to this IP address, or null when it may. */
export function refusedReason(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return refusedReason(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { list, family: f, reason } of lists) {
    if (f === type && list.check(address, type)) return reason;
  }
  return null;
}

/** A URL's host as an address or name: brackets of an IPv6 literal removed, lower-case. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The allow-list (WEBHOOK_ALLOWED_HOSTS): host names or IP addresses, lower-case. */
export type AllowedHosts = ReadonlySet<string>;

export class RefusedAddressError extends Error {
  readonly host: string;
  readonly reason: string;
  constructor(host: string, reason: string) {
    super(`Requests to ${host} are not allowed: ${reason}`);
    this.name = 'RefusedAddressError';
    this.host = host;
    this.reason = reason;
  }
}

/**
 * Refuses a URL whose host is a literal IP address that is refused (checked on save, before any
 * name is resolved). A name is checked when a request is sent (`resolveAllowed`).
 */
export function refuseLiteralAddress(url: URL, allowed: AllowedHosts): void {
  const host = hostOf(url);
  if (allowed.has(host) || isIP(host) === 0) return;
  const reason = refusedReason(host);
  if (reason) throw new RefusedAddressError(host, reason);
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * The addresses to connect to for a URL's host: every address of its name (all must pass: a
 * name that also resolves to a private address is refused), or the literal address. On the
 * allow-list, any address goes. The caller connects to these addresses only (no second lookup
 * a DNS answer could change in between).
 */
export async function resolveAllowed(
  url: URL,
  allowed: AllowedHosts,
  resolve: typeof lookup = lookup,
): Promise<ResolvedAddress[]> {
  const host = hostOf(url);
  const literal = isIP(host);
  const addresses: ResolvedAddress[] = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : (await resolve(host, { all: true, verbatim: true })).map((entry) => ({
        address: entry.address,
        family: entry.family as 4 | 6,
      }));
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowed.has(host)) {
    for (const { address } of addresses) {
      if (allowed.has(address)) continue;
      const reason = refusedReason(address);
      if (reason)
        throw new RefusedAddressError(host === address ? host : `${host} (${address})`, reason);
    }
  }
  return addresses;
}

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may send a request on an organiser's say-so (webhooks): never to itself, its
 * private network or a cloud metadata service (SSRF). `refusedReason` classifies one address;
 * `resolveAllowed` resolves a host name to all its addresses and refuses it if any is refused,
 * unless the host (or the address) is on the allow-list for the URL's port
 * (`WEBHOOK_ALLOWED_HOSTS`, on-premise receivers).
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
  // Ranges whose IPv4 address is deprecated, obfuscated or placed where only the network's
  // operator knows: refused whole (the ones that carry it plainly are judged by it: carriers).
  ['::', 96, 'ipv6', 'an IPv4-compatible address (deprecated)'],
  ['64:ff9b:1::', 48, 'ipv6', 'a local-use NAT64 address'],
  ['2001::', 32, 'ipv6', 'a Teredo address'],
  ['100::', 64, 'ipv6', 'a discard address'],
  ['2001:db8::', 32, 'ipv6', 'a documentation address'],
  ['3fff::', 20, 'ipv6', 'a documentation address'],
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

/** An IPv6 address in its one canonical spelling (lower case, no zeros or dotted tail), or null. */
function canonicalIpv6(address: string): string | null {
  // The WHATWG URL parser reads every valid spelling (zero compression, upper case, leading
  // zeros, a dotted IPv4 tail) and writes it one way; a zone (`%eth0`) is no part of the address.
  try {
    return new URL(`http://[${address.split('%')[0]}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/** The 8 hextets of a canonical IPv6 address. */
function hextets(canonical: string): number[] {
  const [head, tail] = canonical.split('::') as [string, string | undefined];
  const part = (s: string | undefined) =>
    s ? s.split(':').map((h) => Number.parseInt(h, 16)) : [];
  const left = part(head);
  const right = part(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
const zeros = (h: number[], from: number, to: number) => h.slice(from, to).every((x) => x === 0);

/**
 * IPv6 forms that carry an IPv4 address the connection may end up at: each is judged by the
 * class of the IPv4 address it carries (a mapped public address is as fine as the address).
 */
const carriers: Array<{ name: string; carries(h: number[]): string | null }> = [
  {
    name: 'an IPv4-mapped address', // ::ffff:0:0/96
    carries: (h) => (zeros(h, 0, 5) && h[5] === 0xffff ? ipv4Of(h[6]!, h[7]!) : null),
  },
  {
    name: 'an IPv4-translated address', // ::ffff:0:0:0/96 (SIIT)
    carries: (h) => (zeros(h, 0, 4) && h[4] === 0xffff && h[5] === 0 ? ipv4Of(h[6]!, h[7]!) : null),
  },
  {
    name: 'a NAT64 address', // 64:ff9b::/96, the well-known prefix
    carries: (h) =>
      h[0] === 0x64 && h[1] === 0xff9b && zeros(h, 2, 6) ? ipv4Of(h[6]!, h[7]!) : null,
  },
  {
    name: 'a 6to4 address', // 2002::/16: the IPv4 address in bits 16-47
    carries: (h) => (h[0] === 0x2002 ? ipv4Of(h[1]!, h[2]!) : null),
  },
];

/** Why the server must not connect to this IP address, or null when it may. */
export function refusedReason(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  if (family === 4) return rangeReason(address, 'ipv4');
  const canonical = canonicalIpv6(address);
  if (!canonical) return 'an IPv6 address the guard cannot read';
  const h = hextets(canonical);
  for (const carrier of carriers) {
    const inner = carrier.carries(h);
    if (inner === null) continue;
    const reason = rangeReason(inner, 'ipv4');
    return reason ? `${reason} (${inner}) inside ${carrier.name}` : null;
  }
  return rangeReason(canonical, 'ipv6');
}

function rangeReason(address: string, type: 'ipv4' | 'ipv6'): string | null {
  for (const { list, family, reason } of lists) {
    if (family === type && list.check(address, type)) return reason;
  }
  return null;
}

/** A URL's host as an address or name: brackets of an IPv6 literal removed, lower-case. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The port a URL connects to: its own, or its scheme's default. */
export const portOf = (url: URL) =>
  url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** A host name or IP address in the one spelling the allow-list compares. */
const comparableHost = (host: string) =>
  isIP(host) === 6 ? (canonicalIpv6(host) ?? host) : host.toLowerCase().replace(/\.$/, '');

/**
 * One entry of the allow-list (WEBHOOK_ALLOWED_HOSTS): a host name or IP address and the one
 * port it is open on, or null for the web's default ports (80 and 443) only.
 */
export interface AllowedHost {
  host: string;
  port: number | null;
}
export type AllowedHosts = readonly AllowedHost[];

/** The ports an entry without a port opens: plain and TLS web servers, nothing else. */
export const defaultAllowedPorts: readonly number[] = [80, 443];

/**
 * Reads WEBHOOK_ALLOWED_HOSTS: comma-separated `host`, `host:port`, `[ipv6]`, `[ipv6]:port` (a
 * bare IPv6 address has no port). Throws on an entry it cannot read, naming it.
 */
export function parseAllowedHosts(text: string): AllowedHosts {
  const entries: AllowedHost[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const bad = () =>
      new Error(
        `"${entry}" is not a host name or IP address with an optional port (host, host:port, [ipv6]:port)`,
      );
    let host = entry;
    let portText: string | undefined;
    const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
    if (bracketed) {
      host = bracketed[1]!;
      portText = bracketed[2];
      if (isIP(host) !== 6) throw bad();
    } else if (isIP(entry) !== 6 && entry.includes(':')) {
      const at = entry.lastIndexOf(':');
      host = entry.slice(0, at);
      portText = entry.slice(at + 1);
    }
    if (!host || host.includes(':') !== (isIP(host) === 6) || /[\s/@?#[\]]/.test(host)) throw bad();
    let port: number | null = null;
    if (portText !== undefined) {
      port = /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN;
      if (!(port >= 1 && port <= 65535)) throw bad();
    }
    entries.push({ host: comparableHost(host), port });
  }
  return entries;
}

/** Whether the allow-list opens this host (name or address) on this port. */
export function isAllowedHost(allowed: AllowedHosts, host: string, port: number): boolean {
  const wanted = comparableHost(host);
  return allowed.some(
    (entry) =>
      entry.host === wanted &&
      (entry.port === null ? defaultAllowedPorts.includes(port) : entry.port === port),
  );
}

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
  if (isIP(host) === 0 || isAllowedHost(allowed, host, portOf(url))) return;
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
 * allow-list for the URL's port, any address goes. The caller connects to these addresses only (no second lookup
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
  const port = portOf(url);
  if (!isAllowedHost(allowed, host, port)) {
    for (const { address } of addresses) {
      if (isAllowedHost(allowed, address, port)) continue;
      const reason = refusedReason(address);
      if (reason)
        throw new RefusedAddressError(host === address ? host : `${host} (${address})`, reason);
    }
  }
  return addresses;
}

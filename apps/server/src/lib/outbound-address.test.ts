import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  hostOf,
  isAllowedHost,
  parseAllowedHosts,
  portOf,
  RefusedAddressError,
  refusedReason,
  refuseLiteralAddress,
  resolveAllowed,
} from './outbound-address.ts';

const resolverOf = (answers: Record<string, string[]>) => async (host: string) =>
  (answers[host] ?? []).map((address) => ({
    address,
    family: address.includes(':') ? 6 : 4,
  }));

const none = parseAllowedHosts('');

describe('outbound addresses (SSRF guard)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.9.9.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.100.100.200', 'CGNAT'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fd00:ec2::254', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['3fff::1', 'documentation'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusedReason(address)).toContain(kind);
  });

  // Every IPv6 form that carries an IPv4 address is judged by that address, in every spelling
  // the parsers accept (zero compression, upper case, leading zeros, dotted tails).
  it.each([
    // IPv4-mapped, ::ffff:0:0/96
    ['::ffff:127.0.0.1', 'loopback', 'IPv4-mapped'],
    ['::ffff:7f00:1', 'loopback', 'IPv4-mapped'],
    ['::FFFF:7F00:0001', 'loopback', 'IPv4-mapped'],
    ['0:0:0:0:0:ffff:127.0.0.1', 'loopback', 'IPv4-mapped'],
    ['0000:0000:0000:0000:0000:FFFF:7f00:0001', 'loopback', 'IPv4-mapped'],
    ['::ffff:a9fe:a9fe', 'link-local', 'IPv4-mapped'],
    ['::ffff:10.1.2.3', 'private', 'IPv4-mapped'],
    ['::ffff:0.0.0.0', 'this network', 'IPv4-mapped'],
    // IPv4-translated (SIIT), ::ffff:0:0:0/96
    ['::ffff:0:127.0.0.1', 'loopback', 'IPv4-translated'],
    ['::ffff:0:7f00:1', 'loopback', 'IPv4-translated'],
    ['0:0:0:0:ffff:0:7F00:1', 'loopback', 'IPv4-translated'],
    ['::FFFF:0:169.254.169.254', 'link-local', 'IPv4-translated'],
    ['::ffff:0:c0a8:101', 'private', 'IPv4-translated'],
    // NAT64, the well-known prefix 64:ff9b::/96
    ['64:ff9b::a00:1', 'private', 'NAT64'],
    ['64:ff9b::10.0.0.1', 'private', 'NAT64'],
    ['64:FF9B:0:0:0:0:7f00:1', 'loopback', 'NAT64'],
    ['0064:ff9b::169.254.169.254', 'link-local', 'NAT64'],
    // 6to4, 2002::/16 with the IPv4 address in the next 32 bits
    ['2002:7f00:1::', 'loopback', '6to4'],
    ['2002:7f00:0001:0:0:0:0:1', 'loopback', '6to4'],
    ['2002:a00:1::1', 'private', '6to4'],
    ['2002:A9FE:A9FE::', 'link-local', '6to4'],
    ['2002:c058:6301::', 'reserved', '6to4'], // the 6to4 relay anycast 192.88.99.1
  ])('refuses %s (%s inside %s)', (address, kind, carrier) => {
    const reason = refusedReason(address);
    expect(reason).toContain(kind);
    expect(reason).toContain(carrier);
  });

  // Forms whose IPv4 address is deprecated, hidden or placed by the network: refused whole.
  it.each([
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::7f00:1', 'IPv4-compatible'],
    ['0:0:0:0:0:0:8.8.8.8', 'IPv4-compatible'],
    ['::0808:0808', 'IPv4-compatible'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['64:ff9b:1:ffff::808:808', 'local-use NAT64'],
    ['2001::1', 'Teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:0000:5ef5:79fd:0:59d:a0e5:ba1', 'Teredo'],
  ])('refuses %s (%s, whatever it carries)', (address, kind) => {
    expect(refusedReason(address)).toContain(kind);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '::FFFF:0808:0808',
    '::ffff:0:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '2001:4860:4860::8888', // 2001:4860::/32 is Google, not Teredo (2001:0::/32)
  ])('allows %s', (address) => {
    expect(refusedReason(address)).toBeNull();
  });

  it('refuses a literal refused address on save, unless it is on the allow-list', () => {
    expect(() => refuseLiteralAddress(new URL('http://[::1]:80/'), none)).toThrow(
      RefusedAddressError,
    );
    expect(() => refuseLiteralAddress(new URL('http://0x7f.1/'), none)).toThrow(/loopback/);
    expect(() => refuseLiteralAddress(new URL('http://[::ffff:0:127.0.0.1]/'), none)).toThrow(
      /loopback/,
    );
    expect(() =>
      refuseLiteralAddress(new URL('http://127.0.0.1/'), parseAllowedHosts('127.0.0.1')),
    ).not.toThrow();
    // A name is checked when it is resolved, at send time.
    expect(() => refuseLiteralAddress(new URL('http://intranet.local/'), none)).not.toThrow();
  });

  it('refuses a host name that resolves to a refused address (any of its addresses)', async () => {
    const resolve = resolverOf({
      'sneaky.example': ['127.0.0.1'],
      'mapped.example': ['::ffff:0:7f00:1'],
      'mixed.example': ['93.184.215.14', '10.0.0.5'],
      'fine.example': ['93.184.215.14'],
      'receiver.internal': ['10.1.1.1'],
    }) as never;
    await expect(resolveAllowed(new URL('http://sneaky.example/'), none, resolve)).rejects.toThrow(
      'Requests to sneaky.example (127.0.0.1) are not allowed: a loopback address',
    );
    await expect(resolveAllowed(new URL('http://mapped.example/'), none, resolve)).rejects.toThrow(
      /loopback address \(127\.0\.0\.1\) inside an IPv4-translated address/,
    );
    await expect(resolveAllowed(new URL('http://mixed.example/'), none, resolve)).rejects.toThrow(
      /private/,
    );
    await expect(resolveAllowed(new URL('http://fine.example/'), none, resolve)).resolves.toEqual([
      { address: '93.184.215.14', family: 4 },
    ]);
    // On the allow-list by name or by address: allowed (on-premise receivers).
    await expect(
      resolveAllowed(
        new URL('http://receiver.internal/'),
        parseAllowedHosts('receiver.internal'),
        resolve,
      ),
    ).resolves.toHaveLength(1);
    await expect(
      resolveAllowed(new URL('http://receiver.internal/'), parseAllowedHosts('10.1.1.1'), resolve),
    ).resolves.toHaveLength(1);
  });
});

describe('WEBHOOK_ALLOWED_HOSTS (host and port)', () => {
  it('reads host, host:port, [ipv6], [ipv6]:port and a bare IPv6 address', () => {
    expect(
      parseAllowedHosts(
        ' Intranet.Local:8443, [fd00::1]:9000,10.0.0.5:8080 ,receiver.internal,[FD00:0::2],fd00::3,',
      ),
    ).toEqual([
      { host: 'intranet.local', port: 8443 },
      { host: 'fd00::1', port: 9000 },
      { host: '10.0.0.5', port: 8080 },
      { host: 'receiver.internal', port: null },
      { host: 'fd00::2', port: null },
      { host: 'fd00::3', port: null },
    ]);
    expect(parseAllowedHosts('')).toEqual([]);
  });

  it('is read at start, and a bad entry stops the start with its name', () => {
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'hooks.local:8443' }).webhookAllowedHosts).toEqual([
      { host: 'hooks.local', port: 8443 },
    ]);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'hooks.local:99999' })).toThrow(
      'WEBHOOK_ALLOWED_HOSTS: "hooks.local:99999" is not a host',
    );
  });

  it.each([
    'intranet.local:0',
    'intranet.local:65536',
    'intranet.local:http',
    'intranet.local:',
    ':8080',
    '[intranet.local]:8080',
    '[fd00::1]:',
    'http://intranet.local',
    'a:b:c',
    'intranet.local/hook',
  ])('refuses the entry %j, naming it', (entry) => {
    expect(() => parseAllowedHosts(`ok.example, ${entry}`)).toThrow(`"${entry}" is not a host`);
  });

  const cases: Array<[string, string, boolean]> = [
    // An entry with a port opens that port only.
    ['intranet.local:8443', 'https://intranet.local:8443/hook', true],
    ['intranet.local:8443', 'https://intranet.local/hook', false],
    ['intranet.local:8443', 'http://intranet.local:8444/hook', false],
    ['intranet.local:8443', 'http://INTRANET.local:8443/', true],
    ['[fd00::1]:9000', 'http://[fd00::1]:9000/', true],
    ['[fd00::1]:9000', 'http://[fd00:0:0::0001]:9000/', true],
    ['[fd00::1]:9000', 'http://[fd00::1]:9001/', false],
    ['[fd00::1]:9000', 'http://[fd00::1]/', false],
    ['10.0.0.5:8080', 'http://10.0.0.5:8080/', true],
    ['10.0.0.5:8080', 'http://10.0.0.5/', false],
    ['10.0.0.5:8080', 'http://10.0.0.5:22/', false],
    // An entry without a port opens the web's default ports (80 and 443), and no other.
    ['intranet.local', 'http://intranet.local/', true],
    ['intranet.local', 'https://intranet.local/', true],
    ['intranet.local', 'http://intranet.local:443/', true],
    ['intranet.local', 'http://intranet.local:8080/', false],
    ['intranet.local', 'http://intranet.local:6379/', false],
    ['intranet.local', 'http://intranet.local:22/', false],
    ['[fd00::1]', 'http://[fd00::1]/', true],
    ['[fd00::1]', 'http://[fd00::1]:5432/', false],
    ['fd00::1', 'https://[fd00::1]/', true],
    ['127.0.0.1', 'http://127.0.0.1:6379/', false],
    // Another host is never opened by an entry.
    ['intranet.local:8443', 'https://other.local:8443/', false],
    ['10.0.0.5:8080', 'http://10.0.0.6:8080/', false],
  ];
  it.each(cases)('%s allows %s: %s', (entry, url, allowed) => {
    const hosts = parseAllowedHosts(entry);
    const target = new URL(url);
    expect(isAllowedHost(hosts, hostOf(target), portOf(target))).toBe(allowed);
    // The guard's own decision on save, for a literal private address.
    if (isIP(hostOf(target))) {
      const save = () => refuseLiteralAddress(target, hosts);
      if (allowed) expect(save).not.toThrow();
      else expect(save).toThrow(RefusedAddressError);
    }
  });

  it('a name opened on one port still refuses its private address on another', async () => {
    const resolve = resolverOf({ 'intranet.local': ['10.0.0.5'] }) as never;
    const hosts = parseAllowedHosts('intranet.local:8443');
    await expect(
      resolveAllowed(new URL('https://intranet.local:8443/hook'), hosts, resolve),
    ).resolves.toEqual([{ address: '10.0.0.5', family: 4 }]);
    await expect(
      resolveAllowed(new URL('http://intranet.local:6379/'), hosts, resolve),
    ).rejects.toThrow('Requests to intranet.local (10.0.0.5) are not allowed: a private address');
    await expect(
      resolveAllowed(new URL('https://intranet.local/'), hosts, resolve),
    ).rejects.toThrow(RefusedAddressError);
    // Without a port: 80 and 443 only.
    const bare = parseAllowedHosts('intranet.local');
    await expect(
      resolveAllowed(new URL('https://intranet.local/'), bare, resolve),
    ).resolves.toHaveLength(1);
    await expect(
      resolveAllowed(new URL('http://intranet.local:8080/'), bare, resolve),
    ).rejects.toThrow(/private address/);
  });
});

import { describe, expect, it } from 'vitest';
import {
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
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['64:ff9b::a00:1', 'private'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusedReason(address)).toContain(kind);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(refusedReason(address)).toBeNull();
    },
  );

  it('refuses a literal refused address on save, unless it is on the allow-list', () => {
    expect(() => refuseLiteralAddress(new URL('http://[::1]:80/'), new Set())).toThrow(
      RefusedAddressError,
    );
    expect(() => refuseLiteralAddress(new URL('http://0x7f.1/'), new Set())).toThrow(/loopback/);
    expect(() =>
      refuseLiteralAddress(new URL('http://127.0.0.1/'), new Set(['127.0.0.1'])),
    ).not.toThrow();
    // A name is checked when it is resolved, at send time.
    expect(() => refuseLiteralAddress(new URL('http://intranet.local/'), new Set())).not.toThrow();
  });

  it('refuses a host name that resolves to a refused address (any of its addresses)', async () => {
    const resolve = resolverOf({
      'sneaky.example': ['127.0.0.1'],
      'mixed.example': ['93.184.215.14', '10.0.0.5'],
      'fine.example': ['93.184.215.14'],
      'receiver.internal': ['10.1.1.1'],
    }) as never;
    await expect(
      resolveAllowed(new URL('http://sneaky.example/'), new Set(), resolve),
    ).rejects.toThrow('Requests to sneaky.example (127.0.0.1) are not allowed: a loopback address');
    await expect(
      resolveAllowed(new URL('http://mixed.example/'), new Set(), resolve),
    ).rejects.toThrow(/private/);
    await expect(
      resolveAllowed(new URL('http://fine.example/'), new Set(), resolve),
    ).resolves.toEqual([{ address: '93.184.215.14', family: 4 }]);
    // On the allow-list by name or by address: allowed (on-premise receivers).
    await expect(
      resolveAllowed(new URL('http://receiver.internal/'), new Set(['receiver.internal']), resolve),
    ).resolves.toHaveLength(1);
    await expect(
      resolveAllowed(new URL('http://receiver.internal/'), new Set(['10.1.1.1']), resolve),
    ).resolves.toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';

import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:abcd:12::/64';
    expect(clientAddressKey('2001:db8:abcd:12::1')).toBe(key);
    expect(clientAddressKey('2001:0DB8:abcd:0012:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientAddressKey('2001:db8:abcd:12:1:2:3:4%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    // Not mapped: only ::ffff:0:0/96 is IPv4.
    expect(clientAddressKey('::fffe:203.0.113.7')).toBe('0:0:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(clientAddressKey('')).toBe('');
    expect(clientAddressKey('not-an-ip')).toBe('not-an-ip');
  });

  it('answers at once for a long text', () => {
    const started = performance.now();
    expect(clientAddressKey(`${'1:'.repeat(100_000)}1`)).toBe(`${'1:'.repeat(100_000)}1`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

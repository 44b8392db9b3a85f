import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address-key';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientAddressKey('203.0.113.66')).toBe('203.0.113.66');
  });

  it('names every address of one IPv6 /64 alike, however it is written', () => {
    const keys = [
      '2001:db8:85a3:7::1',
      '2001:0db8:85a3:0007:ffff:ffff:ffff:fffe',
      '2001:DB8:85A3:7:0:0:0:42',
      '2001:db8:85a3:7::c000:201%eth0',
      '2001:db8:85a3:7::192.0.2.1',
    ].map(clientAddressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:85a3:7::/64']));
  });

  it('tells apart IPv6 addresses of different /64s', () => {
    expect(clientAddressKey('2001:db8:85a3:8::1')).not.toBe(clientAddressKey('2001:db8:85a3:7::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.66')).toBe('203.0.113.66');
    expect(clientAddressKey('::ffff:cb00:7142')).toBe('203.0.113.66');
  });
});

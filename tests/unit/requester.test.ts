import { describe, expect, it } from 'vitest';
import { requesterOf } from '#server/auth/requester.ts';

describe('the requester a client address counts as', () => {
  it.each([
    ['2001:db8:0:7:a::1', '2001:db8:0:7::/64'],
    ['2001:DB8:0000:0007:ffff:ffff:ffff:fffe', '2001:db8:0:7::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
  ])('counts IPv6 %s by its /64: %s', (address, requester) => {
    expect(requesterOf(address)).toBe(requester);
  });

  it('counts an IPv4-mapped address as the IPv4 address, and IPv4 as given', () => {
    expect(requesterOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(requesterOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(requesterOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves what is no address as it is', () => {
    expect(requesterOf('unknown')).toBe('unknown');
    expect(requesterOf('2001:db8::zz')).toBe('2001:db8::zz');
  });
});

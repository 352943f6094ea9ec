import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that names one requester in a counter. An IPv6 subscriber is
 * handed a whole /64 and picks any of its 2^64 addresses at will, so a counter per address would
 * count nothing: IPv6 counts by its /64. An IPv4-mapped IPv6 address (what a dual-stack socket
 * reports for an IPv4 client) counts as the IPv4 address; IPv4 and anything else (`unknown`, a
 * test's label) as given.
 * @example requesterOf('2001:DB8:0:7:a::1') → '2001:db8:0:7::/64'
 * @example requesterOf('::ffff:203.0.113.7') → '203.0.113.7'
 */
export function requesterOf(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const groups = hextets(bare.toLowerCase());
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
    const ipv4 = [high >> 8, high & 255, low >> 8, low & 255].join('.');
    if (isIPv4(ipv4)) return ipv4;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, without leading zeros; a dotted IPv4 tail becomes two. */
function hextets(address: string): string[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const colons = dotted
    ? `${address.slice(0, dotted.index)}${[
        (Number(dotted[1]) << 8) | Number(dotted[2]),
        (Number(dotted[3]) << 8) | Number(dotted[4]),
      ]
        .map((group) => group.toString(16))
        .join(':')}`
    : address;
  const [head = '', tail] = colons.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that names one client: an IPv4 address whole, an IPv6 address by its
 * /64, since one host or subscriber is usually handed a whole /64 and could pick a fresh address per
 * guess. An IPv4 address mapped into IPv6 (::ffff:192.0.2.1) counts as the IPv4 address.
 */
export function clientAddressKey(address: string): string {
  const bare = address.split('%')[0];
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded and a trailing IPv4 part read. */
function ipv6Groups(address: string): number[] {
  const [head, tail = ''] = address.includes('::') ? address.split('::') : [address, undefined];
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const toGroups = (list: string[]) =>
    list.flatMap((part) => {
      if (!isIPv4(part)) return [parseInt(part, 16)];
      const [a, b, c, d] = part.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const front = toGroups(parts(head));
  const back = address.includes('::') ? toGroups(parts(tail)) : [];
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

import { isIP } from 'node:net';

/** The hex groups of an IPv6 text that `isIP` accepted, expanded to eight; a linear scan. */
function ipv6Groups(address: string): number[] {
  const groups = (part: string): number[] => {
    if (part === '') return [];
    const out: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        // An embedded IPv4 tail (::ffff:192.0.2.1) is the last two groups.
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else {
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const gap = address.indexOf('::');
  if (gap === -1) return groups(address);
  const head = groups(address.slice(0, gap));
  const tail = groups(address.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/**
 * The key every per-IP limit counts a client by. One IPv6 client, a home or a cloud server, is
 * given a whole /64 and may send each request from another address in it, so an IPv6 client is
 * counted by its /64 prefix. An IPv4 address counts as is, also when it comes IPv4-mapped
 * (::ffff:192.0.2.1, as a dual-stack socket reports it). Anything else (no address) as is.
 */
export function clientAddressKey(address: string): string {
  // A zone index (fe80::1%eth0) names the interface, not the client.
  const zone = address.indexOf('%');
  const bare = zone === -1 ? address : address.slice(0, zone);
  const version = isIP(bare);
  if (version === 4) return bare;
  if (version !== 6) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

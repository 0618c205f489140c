import { BlockList, isIP } from 'node:net';

/** Client addresses an operator allows, from IPs and CIDR ranges (IPv4 and IPv6). */
export interface AddressAllowList {
  allows(address: string | undefined): boolean;
}

/** Parses entries like `127.0.0.1`, `::1`, `10.0.0.0/8`; throws on anything else, naming the setting. */
export function addressAllowList(entries: readonly string[], setting: string): AddressAllowList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (bits !== undefined && (!/^\d{1,3}$/.test(prefix!) || bits > maxBits))) {
      throw new Error(`${setting}: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    allows(address) {
      if (!address) return false;
      // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d.
      const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

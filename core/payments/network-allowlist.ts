import { BlockList, isIP } from 'node:net';

/**
 * The networks YooKassa sends its notifications from, as published for its webhooks (see
 * shared/spec/payments-reference.md). Its Python SDK checks four /64 networks inside
 * 2a02:5180::/32; the published, wider /32 is kept so a new YooKassa host is not refused.
 */
const YOOKASSA_NETWORKS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.154.128/25',
  '77.75.156.11',
  '77.75.156.35',
  '2a02:5180::/32',
] as const;

const yooKassaNetworks = new BlockList();
for (const network of YOOKASSA_NETWORKS) {
  const [address = '', prefix] = network.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) yooKassaNetworks.addAddress(address, family);
  else yooKassaNetworks.addSubnet(address, Number(prefix), family);
}

/**
 * Whether a notification's sender is one of YooKassa's networks. An IPv4 sender seen through a
 * dual-stack socket (`::ffff:185.71.76.5`) is matched as the IPv4 address it is (BlockList
 * compares IPv4-mapped IPv6 addresses with the IPv4 rules); anything not an address is refused.
 */
export function isYooKassaAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return yooKassaNetworks.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

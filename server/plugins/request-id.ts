import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import type { Config } from '../../core/config';

/** Short, and nothing a log line or the audit log could be confused by. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Whether the socket's peer is a proxy `TRUST_PROXY` believes. */
function trustedPeer(trust: Config['TRUST_PROXY']): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  // A number of hops: the socket's peer is always the first of them.
  if (typeof trust === 'number') return () => trust > 0;
  const proxies = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 client of a dual-stack socket is seen as ::ffff:a.b.c.d.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return proxies.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's `genReqId`: the id the request's log lines and audit entries carry. A proxy in
 * front (nginx's `$request_id`) may name it, so its logs and ours meet; a client's own header is
 * ignored (it could pose as another request), as is any id that is long or odd.
 */
export function requestIdGenerator(trust: Config['TRUST_PROXY']): (req: IncomingMessage) => string {
  const isTrusted = trustedPeer(trust);
  return (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' &&
      SAFE_REQUEST_ID.test(incoming) &&
      isTrusted(req.socket.remoteAddress)
      ? incoming
      : randomUUID();
  };
}

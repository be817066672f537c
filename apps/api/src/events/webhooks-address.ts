import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Server-side request forgery: a webhook URL is the customer's to choose, so without these checks
// it could make this server call its own loopback, the private network or a cloud metadata service
// (169.254.169.254). A URL is admitted only when every address its host resolves to is public, and
// it is checked again at each delivery, which then connects to the very address checked (a DNS
// answer that changes between the check and the connection — rebinding — cannot redirect it).

/** Resolves a host name to its addresses (dns.lookup by default; tests inject their own). */
export type Resolver = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Why a URL is refused; `message` names the reason for the user (400) and the delivery log. */
export class WebhookTargetError extends Error {}

/** Where a delivery connects: the URL, and the checked address its host name is pinned to. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...middle, ...right];
}

/**
 * The IPv4 address an IPv6 one carries, when it is IPv4-mapped (`::ffff:a.b.c.d`) or
 * IPv4-compatible (`::a.b.c.d`, deprecated): such an address reaches the IPv4 host, so it is judged
 * as that host.
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.slice(0, 5).some((g) => g !== 0)) return undefined;
  if (groups[5] !== 0xffff && !(groups[5] === 0 && (groups[6] ?? 0) > 0)) return undefined;
  const high = groups[6]!;
  const low = groups[7]!;
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** Whether an IP address (v4 or v6) is a public one a webhook may reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined) return !blocked.check(v4, 'ipv4');
  return !blocked.check(address.replace(/%.*$/, ''), 'ipv6');
}

export interface TargetOptions {
  /** WEBHOOK_ALLOW_PRIVATE=1: http and private addresses admitted (development and tests). */
  allowPrivate: boolean;
  resolve?: Resolver;
}

/**
 * Checks a webhook URL and resolves its host: https only, and every address public (one private
 * address among public ones is refused too: which one a client picks is not ours to choose).
 * Throws WebhookTargetError naming the reason.
 */
export async function resolveTarget(rawUrl: string, options: TargetOptions): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new WebhookTargetError('must be an absolute URL');
  }
  const httpAllowed = options.allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) throw new WebhookTargetError('must be an https URL');
  if (url.username || url.password) throw new WebhookTargetError('must not carry a user name or password');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: readonly { address: string; family: number }[];
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw new WebhookTargetError(`host ${host} does not resolve`);
    }
    if (addresses.length === 0) throw new WebhookTargetError(`host ${host} does not resolve`);
  }
  if (!options.allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      throw new WebhookTargetError(
        literal
          ? `must not point to a private, loopback or reserved address (${refused.address})`
          : `host ${host} resolves to a private, loopback or reserved address (${refused.address})`,
      );
    }
  }
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

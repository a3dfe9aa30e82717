import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Destinations that may be reached although they are not public: host names (matched exactly, any address they
 * resolve to) and IP addresses or CIDR blocks. From WEBHOOK_ALLOW_HOSTS (LOGO_ALLOW_HOSTS for branding logos);
 * meant for development and tests.
 */
export interface AllowList {
  hosts: ReadonlySet<string>;
  blocks: ReadonlyArray<[Address, number]>;
}

export interface SsrfPolicy {
  allowHttp: boolean;
  allow: AllowList;
}

/** Why a webhook URL or one of its addresses may not be used. */
export class BlockedDestination extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockedDestination';
  }
}

/** The URL of a webhook endpoint, checked as far as it can be without resolving its host. */
export interface WebhookTarget {
  url: URL;
  /** Lower case, without IPv6 brackets or a trailing dot. */
  host: string;
  /** Set when the host is an IP literal (already checked); a host name still needs its addresses checked. */
  address: string | null;
}

const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

function normaliseHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/** Parses `WEBHOOK_ALLOW_HOSTS` (or `variable`): comma-separated host names, IP addresses and CIDR blocks. */
export function parseAllowList(spec: string, variable = 'WEBHOOK_ALLOW_HOSTS'): AllowList {
  const hosts = new Set<string>();
  const blocks: [Address, number][] = [];
  for (const raw of spec.split(',')) {
    const entry = normaliseHost(raw.trim());
    if (!entry) continue;
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry)) throw new Error(`${variable}: "${entry}" is not a CIDR block`);
      blocks.push(ipaddr.parseCIDR(entry));
    } else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      blocks.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (HOSTNAME.test(entry)) {
      hosts.add(entry);
    } else {
      throw new Error(`${variable}: "${entry}" is neither a host name, an address nor a CIDR block`);
    }
  }
  return { hosts, blocks };
}

export function ssrfPolicyFromConfig(config: {
  WEBHOOK_ALLOW_HTTP: boolean;
  WEBHOOK_ALLOW_HOSTS: string;
}): SsrfPolicy {
  return { allowHttp: config.WEBHOOK_ALLOW_HTTP, allow: parseAllowList(config.WEBHOOK_ALLOW_HOSTS) };
}

/** Ranges ipaddr.js files under `unicast` that are still no place for a webhook. */
const EXTRA_BLOCKED: ReadonlyArray<[Address, number]> = [
  ipaddr.parseCIDR('192.0.0.0/24'), // IETF protocol assignments (192.0.0.192 is a cloud metadata address)
  ipaddr.parseCIDR('64:ff9b:1::/48'), // local-use NAT64, which maps onto private IPv4
  ipaddr.parseCIDR('::/96'), // deprecated IPv4-compatible addresses, which some stacks still route as IPv4
];

function inBlock(address: Address, [network, bits]: [Address, number]): boolean {
  return address.kind() === network.kind() && address.match(network, bits);
}

/**
 * Whether an address is public unicast. IPv4-mapped IPv6 addresses are judged as the IPv4 address inside them;
 * every special-purpose range (private, loopback, link-local and so cloud metadata, carrier-grade NAT, unique
 * local, multicast, reserved, documentation, NAT64, 6to4, Teredo...) is not.
 */
export function isPublicUnicast(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  if (address.range() !== 'unicast') return false;
  return !EXTRA_BLOCKED.some((block) => inBlock(address, block));
}

function allowedAddress(text: string, allow: AllowList): boolean {
  if (isPublicUnicast(text)) return true;
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  return allow.blocks.some((block) => inBlock(address, block));
}

/**
 * Checks a webhook URL before anything connects to it: the scheme (`https`, or `http` where allowed), no
 * credentials, and, when the host is an IP literal in any form the URL parser accepts (dotted, decimal, hex,
 * octal, IPv6, IPv4-mapped IPv6), that the address is public unicast or allow-listed. A host name still has to
 * pass `checkResolvedAddresses` with every address it resolves to.
 */
export function checkWebhookUrl(raw: string, policy: SsrfPolicy): WebhookTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedDestination('The URL is not valid.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    throw new BlockedDestination(
      policy.allowHttp ? 'The URL must use https or http.' : 'The URL must use https.',
    );
  }
  if (url.username || url.password) throw new BlockedDestination('The URL must not carry credentials.');
  const host = normaliseHost(url.hostname);
  if (!host) throw new BlockedDestination('The URL has no host.');
  if (ipaddr.isValid(host)) {
    if (!allowedAddress(host, policy.allow)) {
      throw new BlockedDestination(`The address ${host} is not a public unicast address.`);
    }
    return { url, host, address: host };
  }
  if (!HOSTNAME.test(host)) throw new BlockedDestination('The URL host is not a valid host name.');
  return { url, host, address: null };
}

/**
 * The second half of the check, for a host name: every address it resolves to must be public unicast or
 * allow-listed (one private answer among public ones is refused, which also defeats DNS rebinding).
 */
export function checkResolvedAddresses(hostname: string, addresses: string[], policy: SsrfPolicy): void {
  const host = normaliseHost(hostname);
  if (policy.allow.hosts.has(host)) return;
  if (addresses.length === 0) throw new BlockedDestination(`The host ${host} resolves to no address.`);
  const blocked = addresses.find((address) => !allowedAddress(address, policy.allow));
  if (blocked !== undefined) {
    throw new BlockedDestination(`The host ${host} resolves to ${blocked}, which is not public unicast.`);
  }
}

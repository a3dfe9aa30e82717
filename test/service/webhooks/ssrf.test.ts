import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockedDestination,
  checkResolvedAddresses,
  checkWebhookUrl,
  isPublicUnicast,
  parseAllowList,
  type SsrfPolicy,
} from '../../../service/domain/webhooks/ssrf.js';
import { HttpTransport, type ResolveAll } from '../../../service/domain/webhooks/transport.js';
import { TestReceiver } from './support.js';

const STRICT: SsrfPolicy = { allowHttp: false, allow: parseAllowList('') };
const LOOPBACK_ALLOWED: SsrfPolicy = {
  allowHttp: true,
  allow: parseAllowList('127.0.0.0/8, ::1, localhost'),
};

function refusal(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (err instanceof BlockedDestination) return err.message;
    throw err;
  }
}

describe('SSRF guard decisions', () => {
  it.each([
    ['IPv4 loopback', 'https://127.0.0.1/'],
    ['another loopback address', 'https://127.8.9.10/'],
    ['a short loopback form', 'https://127.1/'],
    ['decimal loopback', 'https://2130706433/'],
    ['hex loopback', 'https://0x7f000001/'],
    ['dotted hex loopback', 'https://0x7f.0x0.0x0.0x1/'],
    ['octal loopback', 'https://0177.0.0.1/'],
    ['10/8', 'https://10.0.0.1/'],
    ['172.16/12', 'https://172.16.5.4/'],
    ['192.168/16', 'https://192.168.0.1/'],
    ['decimal 192.168.0.1', 'https://3232235521/'],
    ['link-local (AWS, GCP, Azure metadata)', 'https://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT (Alibaba metadata)', 'https://100.100.100.200/'],
    ['IETF protocol assignments (Oracle metadata)', 'https://192.0.0.192/'],
    ['this network', 'https://0.0.0.0/'],
    ['broadcast', 'https://255.255.255.255/'],
    ['multicast', 'https://224.0.0.1/'],
    ['benchmarking', 'https://198.18.0.1/'],
    ['documentation', 'https://192.0.2.1/'],
    ['reserved', 'https://240.0.0.1/'],
    ['IPv6 loopback', 'https://[::1]/'],
    ['IPv6 unspecified', 'https://[::]/'],
    ['IPv6 link-local', 'https://[fe80::1]/'],
    ['IPv6 unique local', 'https://[fc00::1]/'],
    ['AWS IPv6 metadata', 'https://[fd00:ec2::254]/'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped private, hex form', 'https://[::ffff:a00:1]/'],
    ['IPv4-mapped metadata', 'https://[::ffff:169.254.169.254]/'],
    ['IPv4-compatible private', 'https://[::10.0.0.1]/'],
    ['NAT64 of a private address', 'https://[64:ff9b::a00:1]/'],
    ['local-use NAT64', 'https://[64:ff9b:1::a00:1]/'],
    ['6to4 of loopback', 'https://[2002:7f00:1::]/'],
    ['Teredo', 'https://[2001::1]/'],
    ['IPv6 multicast', 'https://[ff02::1]/'],
    ['IPv6 site-local', 'https://[fec0::1]/'],
    ['IPv6 documentation', 'https://[2001:db8::1]/'],
  ])('should refuse %s', (_name, url) => {
    expect(refusal(() => checkWebhookUrl(url, STRICT))).toMatch(/not a public unicast address/);
  });

  it.each([
    ['a public IPv4 address', 'https://93.184.215.14/hook', '93.184.215.14'],
    ['a public IPv6 address', 'https://[2606:4700:4700::1111]/hook', '2606:4700:4700::1111'],
    ['a public address in decimal', 'https://1572394766/hook', '93.184.215.14'],
  ])('should accept %s', (_name, url, address) => {
    expect(checkWebhookUrl(url, STRICT).address).toBe(address);
  });

  it('should accept a host name only together with its addresses, and only when all are public', () => {
    const target = checkWebhookUrl('https://Hooks.Example.COM./x', STRICT);
    expect(target).toMatchObject({ host: 'hooks.example.com', address: null });
    expect(() =>
      checkResolvedAddresses(target.host, ['93.184.215.14', '2606:4700::1'], STRICT),
    ).not.toThrow();
    for (const addresses of [
      ['10.0.0.5'],
      ['93.184.215.14', '127.0.0.1'],
      ['::ffff:10.0.0.5'],
      ['169.254.169.254'],
      [],
    ]) {
      expect(refusal(() => checkResolvedAddresses(target.host, addresses, STRICT))).not.toBeNull();
    }
  });

  it('should refuse other schemes, http unless allowed, credentials and malformed URLs', () => {
    expect(refusal(() => checkWebhookUrl('http://93.184.215.14/', STRICT))).toMatch(/https/);
    expect(checkWebhookUrl('http://93.184.215.14/', { ...STRICT, allowHttp: true }).address).toBe(
      '93.184.215.14',
    );
    expect(
      refusal(() => checkWebhookUrl('ftp://93.184.215.14/', { ...STRICT, allowHttp: true })),
    ).not.toBeNull();
    expect(refusal(() => checkWebhookUrl('https://u:p@93.184.215.14/', STRICT))).toMatch(/credentials/);
    expect(refusal(() => checkWebhookUrl('https://exa mple.com/', STRICT))).not.toBeNull();
    expect(refusal(() => checkWebhookUrl('not a url', STRICT))).not.toBeNull();
  });

  it('should let the allow-list open loopback and nothing else', () => {
    for (const url of [
      'http://127.0.0.1:9/',
      'http://[::1]:9/',
      'http://[::ffff:127.0.0.1]:9/',
      'http://2130706433/',
    ]) {
      expect(refusal(() => checkWebhookUrl(url, LOOPBACK_ALLOWED))).toBeNull();
    }
    for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/', 'http://[fd00::1]/']) {
      expect(refusal(() => checkWebhookUrl(url, LOOPBACK_ALLOWED))).not.toBeNull();
    }
    expect(() => checkResolvedAddresses('localhost', ['10.9.9.9'], LOOPBACK_ALLOWED)).not.toThrow();
    expect(() => checkResolvedAddresses('other.test', ['127.0.0.1'], LOOPBACK_ALLOWED)).not.toThrow();
    expect(
      refusal(() => checkResolvedAddresses('other.test', ['192.168.1.1'], LOOPBACK_ALLOWED)),
    ).not.toBeNull();
  });

  it('should parse allow-list entries and name a bad one', () => {
    const allow = parseAllowList(' 10.1.0.0/16 , fd00::/8,Dev.Local.,192.168.7.7 ');
    expect([...allow.hosts]).toEqual(['dev.local']);
    expect(allow.blocks).toHaveLength(3);
    expect(() => parseAllowList('10.0.0.0/99')).toThrow(/10.0.0.0\/99/);
    expect(() => parseAllowList('bad host!')).toThrow(/bad host!/);
  });

  it('should classify addresses', () => {
    expect(isPublicUnicast('8.8.8.8')).toBe(true);
    expect(isPublicUnicast('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicUnicast('::ffff:192.168.0.1')).toBe(false);
    expect(isPublicUnicast('not an address')).toBe(false);
  });
});

describe('SSRF guard at connection time', () => {
  let receiver: TestReceiver;
  beforeAll(async () => {
    receiver = await new TestReceiver().start();
  });
  afterAll(() => receiver.close());

  /** Stands in for DNS, so no query leaves the machine; a rebinding name answers differently each time. */
  const fakeDns =
    (table: Record<string, string[]>): ResolveAll =>
    (hostname, _family, callback) => {
      const addresses = table[hostname];
      if (!addresses) {
        callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
        return;
      }
      callback(
        null,
        addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    };

  it('should check every address a name resolves to before connecting', async () => {
    const policy: SsrfPolicy = { allowHttp: true, allow: parseAllowList('127.0.0.0/8') };
    const transport = new HttpTransport(
      policy,
      2_000,
      undefined,
      fakeDns({
        'loop.test': ['127.0.0.1'],
        'private.test': ['10.0.0.7'],
        'mixed.test': ['127.0.0.1', '10.0.0.7'],
      }),
    );
    try {
      const port = receiver.port;
      const allowed = await transport.post(`http://loop.test:${port}/hooks`, {}, '{}');
      expect(allowed).toMatchObject({ statusCode: 204, error: null });
      const before = receiver.requests.length;
      const blocked = await transport.post(`http://private.test:${port}/hooks`, {}, '{}');
      expect(blocked).toMatchObject({
        statusCode: null,
        error: expect.stringMatching(/^blocked: .*10\.0\.0\.7/),
      });
      const mixed = await transport.post(`http://mixed.test:${port}/hooks`, {}, '{}');
      expect(mixed).toMatchObject({ statusCode: null, error: expect.stringMatching(/^blocked: /) });
      const missing = await transport.post(`http://missing.test:${port}/hooks`, {}, '{}');
      expect(missing).toMatchObject({ statusCode: null, error: 'host not found' });
      expect(receiver.requests.length).toBe(before);
    } finally {
      await transport.close();
    }
  });

  it('should refuse an IP literal outside the allow-list without connecting', async () => {
    const transport = new HttpTransport(STRICT, 2_000);
    try {
      const result = await transport.post(`https://127.0.0.1:${receiver.port}/hooks`, {}, '{}');
      expect(result).toMatchObject({ statusCode: null, error: expect.stringMatching(/^blocked: /) });
    } finally {
      await transport.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '../../service/domain/webhooks/ssrf.js';
import { LOGO_LIMITS, LogoFetcher } from '../../service/web/branding/logo.js';
import { createLogger } from '../../shared/runtime/logger.js';
import { captureLogs } from '../support/harness.js';
import {
  type LogoServer,
  lyingPng,
  plainPixelsInterlacedPng,
  serve,
  solidJpeg,
  solidPng,
  startLogoServer,
} from './support/logo-server.js';

/** The branding logo fetcher against a real HTTPS server on the loopback. */
describe('branding logo fetching', () => {
  let server: LogoServer;
  const png = solidPng(40, 20, [194, 24, 91]);
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await solidJpeg();
    server = await startLogoServer({
      '/logo.png': serve(png, 'image/png'),
      '/logo.jpg': serve(jpeg, 'image/jpeg; charset=binary'),
      '/untyped.png': serve(png, 'application/octet-stream'),
      '/page.html': serve('<!doctype html><p>hello</p>', 'text/html'),
      '/disguised.png': serve('<!doctype html><p>not an image</p>', 'image/png'),
      '/lying.png': serve(lyingPng(), 'image/png'),
      '/interlaced.png': serve(solidPng(5, 3, [194, 24, 91], { interlaced: true }), 'image/png'),
      '/misread-interlaced.png': serve(plainPixelsInterlacedPng(), 'image/png'),
      '/big.png': serve(Buffer.concat([png, Buffer.alloc(LOGO_LIMITS.maxBytes)]), 'image/png'),
      '/streamed.png': (_req, res) => {
        // No Content-Length: the cap must hold while reading.
        res.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 9; i++) res.write(Buffer.alloc(64 * 1024, 1));
        res.end();
      },
      '/hang.png': () => {},
      '/moved.png': (_req, res) => res.writeHead(302, { location: '/logo.png' }).end(),
      '/to-http.png': (_req, res) => res.writeHead(301, { location: 'http://127.0.0.1:9/logo.png' }).end(),
      '/loop.png': (_req, res) => res.writeHead(307, { location: '/loop.png' }).end(),
    });
  });
  afterAll(() => server?.close());

  const fetcher = (options: { allowLoopback?: boolean; trustServer?: boolean } = {}) => {
    const logs = captureLogs();
    const logos = new LogoFetcher({
      allow: parseAllowList(options.allowLoopback === false ? '' : '127.0.0.1', 'LOGO_ALLOW_HOSTS'),
      extraCa: options.trustServer === false ? null : readFileSync(server.caFile, 'utf8'),
      logger: createLogger({ level: 'debug' }, logs.stream),
    });
    return { logos, logs: logs.lines };
  };

  it('fetches a PNG or a JPEG, judged by its bytes, with its size', async () => {
    const { logos } = fetcher();
    expect(await logos.logo(`${server.origin}/logo.png`)).toEqual({
      format: 'png',
      data: png,
      width: 40,
      height: 20,
    });
    expect(await logos.logo(`${server.origin}/untyped.png`)).toMatchObject({ format: 'png' });
    expect(await logos.logo(`${server.origin}/interlaced.png`)).toMatchObject({
      format: 'png',
      width: 5,
      height: 3,
    });
    expect(await logos.logo(`${server.origin}/logo.jpg`)).toMatchObject({
      format: 'jpeg',
      width: 72,
      height: 36,
    });
    await logos.close();
  });

  it('follows https redirects, but not to http nor endlessly', async () => {
    const { logos, logs } = fetcher();
    expect(await logos.logo(`${server.origin}/moved.png`)).toMatchObject({ format: 'png', width: 40 });
    expect(await logos.logo(`${server.origin}/to-http.png`)).toBeNull();
    expect(await logos.logo(`${server.origin}/loop.png`)).toBeNull();
    expect(server.hits.get('/loop.png')).toBe(LOGO_LIMITS.maxRedirects + 1);
    const reasons = logs.map((line) => JSON.parse(line).reason);
    expect(reasons).toEqual(['The URL must use https.', 'too many redirects']);
    await logos.close();
  });

  it('refuses what is not a usable PNG or JPEG, or is too large, and logs why without the query', async () => {
    const { logos, logs } = fetcher();
    const refused = {
      '/page.html': 'Content-Type text/html',
      '/disguised.png': 'neither a PNG nor a JPEG',
      '/lying.png': 'PNG pixels do not decode',
      '/misread-interlaced.png': 'PNG pixels do not match its size',
      '/big.png': `larger than ${LOGO_LIMITS.maxBytes} bytes`,
      '/streamed.png': `larger than ${LOGO_LIMITS.maxBytes} bytes`,
      '/gone.png': 'answered 404',
    };
    for (const path of Object.keys(refused)) {
      expect(await logos.logo(`${server.origin}${path}?signature=s3cr3t-token`)).toBeNull();
    }
    const lines = logs.map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.logo, line.reason])).toEqual(
      Object.entries(refused).map(([path, reason]) => [`${server.origin}${path}`, reason]),
    );
    expect(lines.every((line) => line.level === 40)).toBe(true);
    expect(logs.join('\n')).not.toContain('s3cr3t-token');
    await logos.close();
  });

  it('refuses loopback addresses and untrusted certificates unless configured', async () => {
    const closed = fetcher({ allowLoopback: false });
    expect(await closed.logos.logo(`${server.origin}/logo.png`)).toBeNull();
    expect(JSON.parse(closed.logs[0]!).reason).toBe('The address 127.0.0.1 is not a public unicast address.');
    expect(await closed.logos.logo('https://localhost/logo.png')).toBeNull();
    expect(JSON.parse(closed.logs[1]!).reason).toMatch(/resolves to (127\.0\.0\.1|::1), which is not public/);
    const hitsBefore = server.hits.get('/logo.png');
    await closed.logos.close();

    const untrusting = fetcher({ trustServer: false });
    expect(await untrusting.logos.logo(`${server.origin}/logo.png`)).toBeNull();
    expect(JSON.parse(untrusting.logs[0]!).reason).toMatch(
      /request failed \((DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN)\)/,
    );
    expect(server.hits.get('/logo.png')).toBe(hitsBefore);
    await untrusting.logos.close();
  });

  it('gives up on a server that does not answer', async () => {
    const { logos, logs } = fetcher();
    expect(await logos.logo(`${server.origin}/hang.png`)).toBeNull();
    expect(JSON.parse(logs[0]!).reason).toBe(`timed out after ${LOGO_LIMITS.timeoutMs} ms`);
    await logos.close();
  });

  it('keeps a logo, and a failure, per URL, asking once for concurrent reports', async () => {
    const { logos } = fetcher();
    const url = `${server.origin}/logo.png?v=kept`;
    const before = server.hits.get('/logo.png') ?? 0;
    const [first, second] = await Promise.all([logos.logo(url), logos.logo(url)]);
    expect(first).toMatchObject({ format: 'png' });
    expect(second).toBe(first);
    expect(await logos.logo(url)).toBe(first);
    expect(server.hits.get('/logo.png')).toBe(before + 1);

    const failing = `${server.origin}/page.html?v=kept`;
    const pageHits = server.hits.get('/page.html') ?? 0;
    expect(await logos.logo(failing)).toBeNull();
    expect(await logos.logo(failing)).toBeNull();
    expect(server.hits.get('/page.html')).toBe(pageHits + 1);
    await logos.close();
  });
});

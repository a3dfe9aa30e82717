import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandingSource } from '../../../connectors/core/branding.js';
import { AffectiveClient } from '../../../shared/client/index.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const logger = createLogger({ level: 'silent', name: 'branding-test' });
const clock = { at: new Date(), now: () => clock.at };
const BRANDING = { product_name: 'Acme Care', logo_url: null, accent_colour: '#0a7c59' };

/** The connector's view of the organisation's branding, read from the real service. */
describe('BrandingSource', () => {
  let service: TestService;
  let org: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('brain');
    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { branding: BRANDING },
    });
  });
  afterAll(() => service?.close());

  const source = (baseUrl: string, apiKey: string) =>
    new BrandingSource({ service: new AffectiveClient({ baseUrl, apiKey }), clock, logger });

  it('reads the branding with an ingest key', async () => {
    expect(await source(service.url, org.ingestKey).current()).toEqual({
      productName: 'Acme Care',
      logoUrl: null,
      accentColour: '#0a7c59',
    });
  });

  it('gives the default look when the key is refused or the service is away', async () => {
    expect(await source(service.url, 'aff_ingest_revokedorwrong_0000000000').current()).toBeNull();
    expect(await source('http://127.0.0.1:9', org.ingestKey).current()).toBeNull();
  });

  it('keeps the branding it read through a short outage, and asks again once its cache has passed', async () => {
    const unreachable = new AffectiveClient({ baseUrl: 'http://127.0.0.1:9', apiKey: org.ingestKey });
    const real = new AffectiveClient({ baseUrl: service.url, apiKey: org.ingestKey });
    let client: Pick<AffectiveClient, 'configuration'> = real;
    const branding = new BrandingSource({
      service: { configuration: () => client.configuration() },
      clock,
      logger,
    });
    expect((await branding.current())?.productName).toBe('Acme Care');
    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { branding: { ...BRANDING, product_name: 'Acme Wellbeing' } },
    });
    expect((await branding.current())?.productName).toBe('Acme Care');
    client = unreachable;
    clock.at = new Date(clock.at.getTime() + 6 * 60_000);
    // An expired branding is given at once while it is read again in the background.
    expect((await branding.current())?.productName).toBe('Acme Care');
    expect((await branding.refresh())?.productName).toBe('Acme Care');
    client = real;
    expect((await branding.current())?.productName).toBe('Acme Care');
    clock.at = new Date(clock.at.getTime() + 2 * 60_000);
    expect((await branding.current())?.productName).toBe('Acme Care');
    await expect.poll(async () => (await branding.current())?.productName).toBe('Acme Wellbeing');
  });

  it('never holds a message up for a service that does not answer', async () => {
    const silent = createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = new BrandingSource({
        service: new AffectiveClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: org.ingestKey }),
        clock,
        logger,
        waitMs: 50,
      });
      expect(await slow.current()).toBeNull();
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebhookEndpoint, webhookSecrets } from '../../../connectors/core/webhook-registration.js';
import { AffectiveClient } from '../../../shared/client/index.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../../shared/runtime/pool.js';
import { SecretSealer } from '../../../shared/runtime/secret-sealer.js';
import {
  captureLogs,
  createTestDatabase,
  startTestService,
  type TestService,
} from '../../support/harness.js';

const URL_OF_CONNECTOR = 'http://127.0.0.1:3999/affective/alerts';

describe('registering the alert webhook', () => {
  let service: TestService;
  let admin: AffectiveClient;
  let ingest: AffectiveClient;
  let connectorDb: { url: string; drop(): Promise<void> };
  let pool: Pool;
  const captured = captureLogs();
  const logger = createLogger({ level: 'debug' }, captured.stream);
  // The connector's secrets are sealed here, as they are wherever SECRETS_KEY is set.
  const sealer = new SecretSealer(randomBytes(32));

  beforeAll(async () => {
    service = await startTestService({
      env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_HOSTS: '127.0.0.1' },
    });
    const org = await service.createOrg('signal');
    admin = new AffectiveClient({ baseUrl: service.url, apiKey: org.adminKey });
    ingest = new AffectiveClient({ baseUrl: service.url, apiKey: org.ingestKey });
    connectorDb = await createTestDatabase();
    pool = createPool({ url: connectorDb.url, max: 2, logger });
  });
  afterAll(async () => {
    await pool?.end();
    await connectorDb?.drop();
    await service?.close();
  });

  const secrets = () => webhookSecrets({ pool, url: URL_OF_CONNECTOR, configured: undefined, sealer })();

  it('should register once with an admin key and keep the signing secret', async () => {
    await ensureWebhookEndpoint({ client: admin, pool, url: URL_OF_CONNECTOR, logger, sealer });
    await ensureWebhookEndpoint({ client: admin, pool, url: URL_OF_CONNECTOR, logger, sealer });
    const { webhooks } = await admin.webhooks.list();
    expect(webhooks.map((w) => ({ url: w.url, events: [...w.events].sort() }))).toEqual([
      { url: URL_OF_CONNECTOR, events: ['alert.crisis', 'alert.spike'] },
    ]);
    const [secret] = await secrets();
    expect(secret).toMatch(/^whsec_/);
    const { rows } = await pool.query('SELECT secret FROM connector.webhook_endpoints');
    expect(rows).toEqual([{ secret: expect.stringMatching(/^sealed:/) }]);
    expect(JSON.stringify(rows)).not.toContain(secret!.slice('whsec_'.length));
  });

  it('should rotate the secret of an endpoint it finds but lost the secret of', async () => {
    const [before] = await secrets();
    await pool.query('DELETE FROM connector.webhook_endpoints');
    await ensureWebhookEndpoint({ client: admin, pool, url: URL_OF_CONNECTOR, logger, sealer });
    const after = await secrets();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    expect((await admin.webhooks.list()).webhooks).toHaveLength(1);
  });

  it('should enable again an endpoint the service disabled, keeping its secret', async () => {
    const [before] = await secrets();
    const [registered] = (await admin.webhooks.list()).webhooks;
    await service.ctx.pool.query(
      "UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = 'answered 410 Gone', disabled_at = now() WHERE id = $1",
      [registered!.id],
    );
    await ensureWebhookEndpoint({ client: admin, pool, url: URL_OF_CONNECTOR, logger, sealer });
    const { webhooks } = await admin.webhooks.list();
    expect(webhooks).toEqual([
      expect.objectContaining({ id: registered!.id, status: 'active', disabled_reason: null }),
    ]);
    expect(await secrets()).toEqual([before]);
    expect(captured.lines.some((l) => l.includes('enabling it again'))).toBe(true);
  });

  it('should tell the operator to register by hand when the key may not', async () => {
    await pool.query('DELETE FROM connector.webhook_endpoints');
    await ensureWebhookEndpoint({
      client: ingest,
      pool,
      url: 'http://127.0.0.1:3998/affective/alerts',
      logger,
      sealer,
    });
    expect(captured.lines.some((l) => l.includes('set AFFECTIVE_WEBHOOK_SECRET'))).toBe(true);
    const configured = webhookSecrets({
      pool,
      url: URL_OF_CONNECTOR,
      configured: 'whsec_aGFuZG1hZGU=',
      sealer,
    });
    expect(await configured()).toEqual(['whsec_aGFuZG1hZGU=']);
  });
});

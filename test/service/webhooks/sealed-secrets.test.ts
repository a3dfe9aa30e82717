import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createWebhooksService } from '../../../service/domain/webhooks/endpoints.js';
import { SecretSealer } from '../../../shared/runtime/secret-sealer.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import {
  alertEvent,
  appendToOutbox,
  LOOPBACK_WEBHOOKS_ENV,
  startWebhookWorker,
  TestReceiver,
} from './support.js';

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, '../../../bin/affective.js');
const BASE = '/v1/affective/webhooks';

describe('webhook signing keys at rest', () => {
  const first = randomBytes(32);
  let service: TestService;
  let org: TestOrg;

  beforeAll(async () => {
    service = await startTestService({
      env: { ...LOOPBACK_WEBHOOKS_ENV, SECRETS_KEY: first.toString('base64') },
    });
    org = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  const stored = async () =>
    (
      await service.ctx.pool.query<{ endpoint_id: string; key: Buffer; sealed: boolean }>(
        'SELECT endpoint_id, key, sealed FROM webhook_secrets WHERE org_id = $1 ORDER BY created_at',
        [org.org.id],
      )
    ).rows;

  async function register(url: string) {
    const reply = await service.request('POST', BASE, {
      key: org.adminKey,
      body: { url, events: ['alert.crisis'] },
    });
    expect(reply.status).toBe(200);
    return reply.body as { id: string; secret: string };
  }

  /**
   * Delivers one event to every endpoint of the organisation with the sealer the context has now; returns what
   * stops the worker (at the latest when the test finishes).
   */
  async function deliverOne(receivers: TestReceiver[]) {
    const stopWorker = startWebhookWorker(service.ctx);
    let stopped: Promise<void> | undefined;
    const stop = () => {
      stopped ??= stopWorker();
      return stopped;
    };
    onTestFinished(stop);
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);
    for (const receiver of receivers) await receiver.received(1);
    return stop;
  }

  it('should keep a new key sealed under SECRETS_KEY and sign with it', async () => {
    const receiver = await new TestReceiver().start();
    onTestFinished(() => receiver.close());
    const created = await register(receiver.url);
    const raw = Buffer.from(created.secret.slice('whsec_'.length), 'base64');

    const [row] = await stored();
    expect(row!.sealed).toBe(true);
    expect(row!.key.includes(raw)).toBe(false);
    expect(service.ctx.sealer.openBytes(row!.key, true).equals(raw)).toBe(true);

    const stop = await deliverOne([receiver]);
    expect(TestReceiver.verify(receiver.requests[0]!, created.secret)).toBeTruthy();
    // Delivered and recorded: the next test counts only its own endpoints' keys.
    await stop();
    const deleted = await service.request('DELETE', `${BASE}/${created.id}`, { key: org.adminKey });
    expect(deleted.status).toBe(200);
  });

  it('should seal keys kept before a key was set, and move them to a new key, on `affective migrate`', async () => {
    const [sealedOne, plainOne] = [await new TestReceiver().start(), await new TestReceiver().start()];
    onTestFinished(async () => {
      await Promise.all([sealedOne.close(), plainOne.close()]);
    });
    const sealedEndpoint = await register(sealedOne.url);
    // As a deployment without SECRETS_KEY would have kept it.
    const keep = { sealer: service.ctx.sealer, webhooks: service.ctx.webhooks };
    onTestFinished(() => {
      Object.assign(service.ctx, keep);
    });
    service.ctx.webhooks = createWebhooksService({ ...service.ctx, sealer: new SecretSealer(null) });
    const plainEndpoint = await register(plainOne.url);
    expect((await stored()).map((r) => r.sealed)).toEqual([true, false]);

    const second = randomBytes(32);
    const migrated = await run(process.execPath, [BIN, 'migrate'], {
      env: {
        ...process.env,
        DATABASE_URL: service.config.DATABASE_URL,
        REDIS_PREFIX: service.config.REDIS_PREFIX,
        SECRETS_KEY: second.toString('base64'),
        SECRETS_KEY_PREVIOUS: first.toString('base64'),
      },
    });
    expect(migrated.stdout).toContain('Sealed 2 webhook signing secret(s) under SECRETS_KEY.');

    // Only the new key is needed from now on.
    service.ctx.sealer = new SecretSealer(second);
    const rows = await stored();
    expect(rows.every((r) => r.sealed && !service.ctx.sealer.needsResealing(r.key, r.sealed))).toBe(true);
    await deliverOne([sealedOne, plainOne]);
    expect(TestReceiver.verify(sealedOne.requests[0]!, sealedEndpoint.secret)).toBeTruthy();
    expect(TestReceiver.verify(plainOne.requests[0]!, plainEndpoint.secret)).toBeTruthy();
  });
});

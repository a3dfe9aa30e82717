import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/harness.js';
import {
  alertEvent,
  appendToOutbox,
  LOOPBACK_WEBHOOKS_ENV,
  messageStatus,
  startWebhookWorker,
  TestReceiver,
  waitFor,
} from './support.js';

const LOCK_MS = '1000';

function startWorkerProcess(service: TestService): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/webhook-worker.ts')],
    {
      env: {
        ...process.env,
        ...LOOPBACK_WEBHOOKS_ENV,
        DATABASE_URL: service.config.DATABASE_URL,
        REDIS_URL: service.config.REDIS_URL,
        REDIS_PREFIX: service.config.REDIS_PREFIX,
        WORKER_LOCK_MS: LOCK_MS,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
  });
}

describe('a worker killed in the middle of a delivery', () => {
  let service: TestService;
  let receiver: TestReceiver;

  beforeAll(async () => {
    service = await startTestService({ env: { ...LOOPBACK_WEBHOOKS_ENV } });
    // The first request is never answered: the worker dies while it waits.
    receiver = await new TestReceiver((i) => (i === 0 ? 'hang' : { status: 200 })).start();
  });
  afterAll(async () => {
    await receiver.close();
    await service.close();
  });

  it('should have the message delivered by a worker started afterwards, with the same webhook-id', async () => {
    const org = await service.createOrg('signal');
    const created = (
      await service.request('POST', '/v1/affective/webhooks', {
        key: org.adminKey,
        body: { url: receiver.url, events: ['alert.crisis'] },
      })
    ).body;
    const worker = await startWorkerProcess(service);
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);
    await receiver.received(1);
    const id = receiver.requests[0]!.headers['webhook-id'] as string;

    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
    expect(await messageStatus(service.ctx, id)).toBe('pending');

    const stop = startWebhookWorker(service.ctx, { lockDuration: Number(LOCK_MS) });
    try {
      await receiver.received(2);
      expect(receiver.requests[1]!.headers['webhook-id']).toBe(id);
      expect(TestReceiver.verify(receiver.requests[1]!, created.secret)).toBeTruthy();
      await waitFor(async () => (await messageStatus(service.ctx, id)) === 'delivered', 'delivered');
    } finally {
      await stop();
    }
  });
});

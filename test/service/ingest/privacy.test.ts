import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from '../../../service/config.js';
import { dumpDatabase, dumpRedis } from '../../support/dumps.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { startQueueWorkers } from '../../support/workers.js';

const canary = () => `canary${randomBytes(6).toString('hex')}`;

/** PII values the inputs carry; none may be stored anywhere, in any form we can search for. */
const PII = [
  'margarethe.vonnegut@example.com',
  '+44 20 7946 0958',
  '4111 1111 1111 1111',
  'GB82 WEST 1234 5698 7654 32',
  '123-45-6789',
  '203.0.113.77',
  'https://intranet.example.com/profile?id=8812',
];

describe('privacy canary: no text anywhere', () => {
  let service: TestService;
  let org: TestOrg;
  let brain: TestOrg;
  let proxy: TcpProxy;
  let stopWorkers: () => Promise<void>;
  const canaries: string[] = [];
  const said = (text: string) => {
    const c = canary();
    canaries.push(c);
    return `${text} ${c}`;
  };

  beforeAll(async () => {
    proxy = await TcpProxy.forUrl(loadServiceConfig().DATABASE_URL, 5432).start();
    service = await startTestService();
    // A second service on the same database, reached through the proxy, for the queued path.
    org = await service.createOrg('signal');
    brain = await service.createOrg('brain');
    stopWorkers = startQueueWorkers(service.ctx, ['persist-signals']);
  });
  afterAll(async () => {
    await stopWorkers();
    await service.close();
    await proxy.close();
  });

  it('should keep canaries and PII out of PostgreSQL, Redis, logs and error bodies', async () => {
    const batch = (key: string, body: unknown) =>
      service.request('POST', '/v1/affective/ingest/batch', { key, body });
    const stream = (key: string, body: unknown) =>
      service.request('POST', '/v1/affective/ingest/stream', { key, body });

    expect(
      (
        await batch(org.ingestKey, {
          source: 'survey',
          texts: [
            said(`Contact ${PII[0]} or call ${PII[1]} about the team offsite`),
            said(`My card ${PII[2]} was charged twice, IBAN ${PII[3]}`),
            said(`SSN ${PII[4]} from ${PII[5]}, see ${PII[6]}`),
            said('I am exhausted and burned out by the workload'),
          ],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await batch(brain.ingestKey, {
          source: 'slack:T9:C1',
          messages: [
            { uid: 'u1', text: said('I want to kill myself tonight') },
            { uid: 'u2', text: said(`Ask Margarethe Vonnegut, ${PII[0]}`) },
          ],
        })
      ).status,
    ).toBe(200);
    for (const text of ['Feeling hopeless and alone', 'I hurt myself again last night']) {
      expect(
        (await stream(brain.ingestKey, { uid: 'u3', text: said(text), source: 'slack:T9:C2' })).status,
      ).toBe(200);
    }

    // Rejected requests: the error body and the logs must not echo what was sent.
    const rejected = [
      await batch(org.ingestKey, { source: 'x', texts: [said('unknown field follows')], [canary()]: 1 }),
      await batch(org.ingestKey, { source: 'x', texts: [said('too long '.repeat(1200))] }),
      await stream(org.ingestKey, { uid: 'u', text: said('future'), ts: '2099-01-01T00:00:00Z' }),
      await service.request('POST', '/v1/affective/ingest/batch', {
        key: org.ingestKey,
        raw: `{"source": "x", "texts": ["${said('broken json')}"`,
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const reply of rejected) expect(reply.status).toBeGreaterThanOrEqual(400);
    const errorBodies = JSON.stringify(rejected.map((r) => r.body));

    // Signals queued while PostgreSQL is away wait in Redis: their job payloads must hold no text either.
    const queuedService = await startTestService({
      env: {
        DATABASE_URL: proxy.rewrite(service.config.DATABASE_URL),
        REDIS_PREFIX: service.config.REDIS_PREFIX,
      },
    });
    try {
      // The key is known to this API process before PostgreSQL goes away.
      await queuedService.request('GET', '/v1/affective/configure', { key: org.ingestKey });
      await proxy.cut();
      const queued = await queuedService.request('POST', '/v1/affective/ingest/batch', {
        key: org.ingestKey,
        body: {
          source: 'survey',
          batch_id: randomUUID(),
          texts: [said(`Queued while away, write to ${PII[0]}`)],
        },
      });
      expect(queued.status).toBe(202);
      const redisWhileQueued = await dumpRedis(service.config.REDIS_URL, service.config.REDIS_PREFIX);
      const logsWhileQueued = queuedService.logs.join('\n');
      await proxy.restore();
      await expect
        .poll(
          async () =>
            (
              await service.request('GET', `/v1/affective/ingest/status?batch_id=${queued.body.batch_id}`, {
                key: org.ingestKey,
              })
            ).body.status,
          { timeout: 20_000 },
        )
        .toBe('processed');

      const everything = [
        await dumpDatabase(service.ctx.pool),
        redisWhileQueued,
        await dumpRedis(service.config.REDIS_URL, service.config.REDIS_PREFIX),
        service.logs.join('\n'),
        logsWhileQueued,
        queuedService.logs.join('\n'),
        errorBodies,
      ].join('\n');
      expect(canaries.length).toBeGreaterThan(8);
      for (const value of [...canaries, ...PII, 'Margarethe', 'Vonnegut']) {
        expect(everything.toLowerCase()).not.toContain(value.toLowerCase());
      }
      // The signals are there: what is stored is the analysis, not nothing.
      const { rows } = await service.ctx.pool.query('SELECT count(*)::int AS n FROM signals');
      expect(rows[0].n).toBe(9);
    } finally {
      await proxy.restore();
      await queuedService.close();
    }
  });
});

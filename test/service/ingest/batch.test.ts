import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('POST /ingest/batch and GET /ingest/status', () => {
  let service: TestService;
  let signal: TestOrg;
  let pulse: TestOrg;
  const batch = (body: unknown, key = signal.ingestKey) =>
    service.request('POST', '/v1/affective/ingest/batch', { key, body });
  const status = (batchId: string, key = signal.ingestKey) =>
    service.request('GET', `/v1/affective/ingest/status?batch_id=${batchId}`, { key });

  beforeAll(async () => {
    service = await startTestService({ clock: { now: () => NOW } });
    signal = await service.createOrg('signal');
    pulse = await service.createOrg('pulse');
  });
  afterAll(() => service.close());

  it('should analyse a Model A batch and answer the batch result of the spec', async () => {
    const reply = await batch({
      source: 'survey:q3',
      texts: ['The new office is great, thanks team!', 'Mail me at ana.silva@example.org please', '   ', ''],
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual([
      'batch_id',
      'items_analysed',
      'items_scrubbed',
      'processed_at',
      'status',
    ]);
    expect(reply.body).toMatchObject({
      status: 'processed',
      items_analysed: 2,
      items_scrubbed: 1,
      processed_at: NOW.toISOString(),
    });
    expect(reply.body.batch_id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await service.ctx.pool.query(
      'SELECT uid, source, batch_id FROM signals WHERE org_id = $1',
      [signal.org.id],
    );
    expect(rows).toHaveLength(2);
    expect(
      rows.every((r) => r.uid === null && r.source === 'survey:q3' && r.batch_id === reply.body.batch_id),
    ).toBe(true);

    expect(await status(reply.body.batch_id)).toMatchObject({
      status: 200,
      body: { status: 'processed', items: 4, included_in_cache: false },
    });
  });

  it('should analyse a Model B batch, keeping uids, timestamps and attributes', async () => {
    const batchId = randomUUID();
    const reply = await batch({
      source: 'slack:T1:C1',
      batch_id: batchId,
      messages: [
        {
          uid: 'u-alpha',
          text: 'Deadlines are crushing me this sprint',
          ts: '2026-11-20T09:00:00Z',
          attrs: { team: 'core' },
        },
        { uid: 'u-beta', text: 'Loved the offsite', ts: '2026-11-21T09:00:00+02:00' },
      ],
    });
    expect(reply).toMatchObject({
      status: 200,
      body: { batch_id: batchId, status: 'processed', items_analysed: 2 },
    });
    const { rows } = await service.ctx.pool.query(
      'SELECT uid, ts FROM signals WHERE org_id = $1 AND batch_id = $2 ORDER BY uid',
      [signal.org.id, batchId],
    );
    expect(rows.map((r) => [r.uid, r.ts.toISOString()])).toEqual([
      ['u-alpha', '2026-11-20T09:00:00.000Z'],
      ['u-beta', '2026-11-21T07:00:00.000Z'],
    ]);
    const member = await service.ctx.pool.query(
      'SELECT team, last_seen_at FROM members WHERE org_id = $1 AND uid = $2',
      [signal.org.id, 'u-alpha'],
    );
    expect(member.rows[0]).toEqual({ team: 'core', last_seen_at: new Date('2026-11-20T09:00:00Z') });
  });

  it('should return the first result for a replay without analysing again', async () => {
    const body = {
      source: 'tickets',
      batch_id: randomUUID(),
      texts: ['Printer broken again', 'VPN keeps dropping'],
    };
    const first = await batch(body);
    const before = await service.ctx.pool.query(
      'SELECT count(*)::int AS n FROM signals WHERE batch_id = $1',
      [body.batch_id],
    );
    const second = await batch(body);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const after = await service.ctx.pool.query('SELECT count(*)::int AS n FROM signals WHERE batch_id = $1', [
      body.batch_id,
    ]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('should answer 409 when a batch_id is reused for different content', async () => {
    const batchId = randomUUID();
    await batch({ source: 'tickets', batch_id: batchId, texts: ['one'] });
    const reply = await batch({ source: 'tickets', batch_id: batchId, texts: ['two'] });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('conflict');
  });

  it('should keep batch ids per organisation', async () => {
    const batchId = randomUUID();
    await batch({ source: 'a', batch_id: batchId, texts: ['hello'] });
    const other = await service.createOrg('signal');
    const reply = await batch({ source: 'a', batch_id: batchId, texts: ['something else'] }, other.ingestKey);
    expect(reply.status).toBe(200);
    expect((await status(batchId, other.ingestKey)).body.items).toBe(1);
  });

  it.each([
    ['both arrays', { source: 's', texts: ['a'], messages: [{ uid: 'u', text: 'b' }] }, '$.texts'],
    ['neither array', { source: 's' }, '$.texts'],
    ['an empty texts array', { source: 's', texts: [] }, '$.texts'],
    ['an empty messages array', { source: 's', messages: [] }, '$.messages'],
    ['no source', { texts: ['a'] }, '$.source'],
    ['a blank source', { source: '  ', texts: ['a'] }, '$.source'],
    ['a malformed batch_id', { source: 's', batch_id: 'batch-1', texts: ['a'] }, '$.batch_id'],
    ['a message without uid', { source: 's', messages: [{ text: 'a' }] }, '$.messages[0].uid'],
    ['a message without text', { source: 's', messages: [{ uid: 'u' }] }, '$.messages[0].text'],
    ['a uid with spaces', { source: 's', messages: [{ uid: 'a b', text: 'x' }] }, '$.messages[0].uid'],
    [
      'a malformed ts',
      { source: 's', messages: [{ uid: 'u', text: 'a', ts: 'yesterday' }] },
      '$.messages[0].ts',
    ],
    [
      'a ts without offset',
      { source: 's', messages: [{ uid: 'u', text: 'a', ts: '2026-11-22T09:00:00' }] },
      '$.messages[0].ts',
    ],
    [
      'a ts an hour ahead',
      { source: 's', messages: [{ uid: 'u', text: 'a', ts: '2026-11-22T11:00:00Z' }] },
      '$.messages[0].ts',
    ],
    [
      'a ts past retention',
      { source: 's', messages: [{ uid: 'u', text: 'a', ts: '2024-01-01T00:00:00Z' }] },
      '$.messages[0].ts',
    ],
    ['a text that is not a string', { source: 's', texts: [42] }, '$.texts[0]'],
    ['an unknown field', { source: 's', texts: ['a'], priority: 'high' }, '$.priority'],
    [
      'unknown attrs',
      { source: 's', messages: [{ uid: 'u', text: 'a', attrs: { salary: 1 } }] },
      '$.messages[0].attrs.salary',
    ],
  ])('should reject %s with 400 naming the field', async (_name, body, path) => {
    const reply = await batch(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_request');
    expect(reply.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('should accept a ts up to 5 minutes ahead', async () => {
    const reply = await batch({
      source: 's',
      messages: [{ uid: 'u', text: 'fine', ts: '2026-11-22T10:04:00Z' }],
    });
    expect(reply.status).toBe(200);
  });

  it('should answer 413 for 1,001 items, naming the limit', async () => {
    const reply = await batch({ source: 's', texts: Array.from({ length: 1001 }, (_, i) => `item ${i}`) });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('payload_too_large');
    expect(reply.body.error.message).toMatch(/1000 items/);
  });

  it('should answer 413 for an item over 10,000 characters', async () => {
    const reply = await batch({ source: 's', messages: [{ uid: 'u', text: 'a'.repeat(10_001) }] });
    expect(reply.status).toBe(413);
    expect(reply.body.error.details[0].path).toBe('$.messages[0].text');
  });

  it('should accept exactly 1,000 items of 10,000 characters at most', async () => {
    const texts = Array.from({ length: 1000 }, (_, i) =>
      i === 0 ? 'b'.repeat(10_000) : `short message ${i}`,
    );
    const reply = await batch({ source: 'load', texts });
    expect(reply).toMatchObject({ status: 200, body: { items_analysed: 1000 } });
  });

  it('should refuse Model B to a pulse organisation but take Model A', async () => {
    const modelB = await batch({ source: 's', messages: [{ uid: 'u', text: 'hi' }] }, pulse.ingestKey);
    expect(modelB.status).toBe(403);
    expect(modelB.body.error.code).toBe('tier_restricted');
    expect((await batch({ source: 's', texts: ['hi'] }, pulse.ingestKey)).status).toBe(200);
  });

  it('should answer 404 for an unknown batch and for another organisation’s batch', async () => {
    expect((await status(randomUUID())).status).toBe(404);
    const mine = await batch({ source: 's', texts: ['mine'] });
    const reply = await status(mine.body.batch_id, pulse.ingestKey);
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not_found');
  });

  it('should answer 400 for a malformed or missing batch_id on status', async () => {
    expect((await status('nope')).status).toBe(400);
    expect(
      (await service.request('GET', '/v1/affective/ingest/status', { key: signal.ingestKey })).status,
    ).toBe(400);
  });

  it('should report included_in_cache once a run that started after the batch finished', async () => {
    const { body } = await batch({ source: 's', texts: ['cache me'] });
    const run = (startedAt: Date, state: string) =>
      service.ctx.pool.query(
        `INSERT INTO aggregation_runs (org_id, trigger, started_at, finished_at, status) VALUES ($1, 'test', $2, $2, $3)`,
        [signal.org.id, startedAt, state],
      );
    await run(new Date(NOW.getTime() - 1000), 'finished');
    await run(new Date(NOW.getTime() + 1000), 'running');
    expect((await status(body.batch_id)).body.included_in_cache).toBe(false);
    await run(new Date(NOW.getTime() + 2000), 'finished');
    expect((await status(body.batch_id)).body.included_in_cache).toBe(true);
  });

  it('should enqueue one aggregation request for a burst of batches', async () => {
    const org = await service.createOrg('signal');
    for (let i = 0; i < 3; i++) await batch({ source: 's', texts: [`burst ${i}`] }, org.ingestKey);
    const jobs = await service.ctx.queues.get('aggregate').getJobs(['delayed', 'waiting']);
    expect(jobs.filter((j) => j.data.orgId === org.org.id)).toHaveLength(1);
  });
});

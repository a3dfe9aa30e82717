import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const CRISIS_TEXT = 'I want to kill myself, I cannot go on anymore';
const DISTRESSED_TEXT = 'I am so stressed and overwhelmed, this deadline is crushing me and I cannot cope';

describe('POST /ingest/stream', () => {
  let service: TestService;
  let signal: TestOrg;
  const stream = (body: unknown, key = signal.ingestKey) =>
    service.request('POST', '/v1/affective/ingest/stream', { key, body });
  const setBaseline = (orgId: string, uid: string, baseline: number) =>
    service.ctx.pool.query(
      `INSERT INTO uid_baselines (org_id, uid, baseline, recent, n, last_ts) VALUES ($1, $2, $3, $3, 1000000, $4)
       ON CONFLICT (org_id, uid) DO UPDATE SET baseline = $3, recent = $3, n = 1000000`,
      [orgId, uid, baseline, NOW],
    );
  const outbox = async (orgId: string) =>
    (
      await service.ctx.pool.query('SELECT payload FROM outbox WHERE org_id = $1 ORDER BY id', [orgId])
    ).rows.map((r) => r.payload);

  beforeAll(async () => {
    service = await startTestService({ clock: { now: () => NOW } });
    signal = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  it('should answer the stream result of the spec', async () => {
    const reply = await stream({
      uid: 'calm-1',
      text: 'Lovely weather for the team walk',
      source: 'slack:T1:C9',
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['alert_fired', 'distress_score', 'status']);
    expect(reply.body).toEqual({
      status: 'recorded',
      distress_score: analyse('Lovely weather for the team walk').distress,
      alert_fired: false,
    });
    const { rows } = await service.ctx.pool.query(
      'SELECT uid, source, batch_id FROM signals WHERE org_id = $1',
      [signal.org.id],
    );
    expect(rows).toEqual([{ uid: 'calm-1', source: 'slack:T1:C9', batch_id: null }]);
    expect(reply.headers.get('ratelimit-limit')).toBe('6000');
  });

  it('should fire at the threshold and not just below it', async () => {
    const distress = analyse(DISTRESSED_TEXT).distress;
    expect(distress).toBeGreaterThanOrEqual(6);
    const org = await service.createOrg('signal');
    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { alert_threshold: 2 },
    });
    // distress / 2 is exactly the baseline: the ratio meets the threshold.
    await setBaseline(org.org.id, 'at', distress / 2);
    // A baseline a little higher puts the same item just below the threshold.
    await setBaseline(org.org.id, 'below', distress / 2 + 0.05);
    const atThreshold = await stream({ uid: 'at', text: DISTRESSED_TEXT }, org.ingestKey);
    const belowThreshold = await stream({ uid: 'below', text: DISTRESSED_TEXT }, org.ingestKey);
    expect(atThreshold.body.alert_fired).toBe(true);
    expect(belowThreshold.body.alert_fired).toBe(false);

    const events = await outbox(org.org.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'alert.spike',
      timestamp: NOW.toISOString(),
      data: { severity: 'spike', count: 1, source: 'stream', theme: expect.any(String) },
    });
    expect(events[0].data.uid).toBeUndefined();
  });

  it('should follow the organisation’s alert_threshold', async () => {
    const org = await service.createOrg('signal');
    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { alert_threshold: 5 },
    });
    await setBaseline(org.org.id, 'u', 2);
    expect((await stream({ uid: 'u', text: DISTRESSED_TEXT }, org.ingestKey)).body.alert_fired).toBe(false);
    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { alert_threshold: 1.5 },
    });
    expect((await stream({ uid: 'u', text: DISTRESSED_TEXT }, org.ingestKey)).body.alert_fired).toBe(true);
  });

  it('should raise a crisis alert per person, with its outbox event, once while the flag is active', async () => {
    const org = await service.createOrg('signal');
    const first = await stream({ uid: 'p1', text: CRISIS_TEXT, source: 'slack:T1:C2' }, org.ingestKey);
    expect(first.body).toMatchObject({ status: 'recorded', alert_fired: true });
    expect(first.body.distress_score).toBeGreaterThanOrEqual(9);
    await stream({ uid: 'p1', text: CRISIS_TEXT, source: 'slack:T1:C2' }, org.ingestKey);
    await stream({ uid: 'p2', text: CRISIS_TEXT, source: 'slack:T1:C3' }, org.ingestKey);

    const events = await outbox(org.org.id);
    expect(events.map((e) => [e.type, e.data.count, e.data.source])).toEqual([
      ['alert.crisis', 1, 'slack:T1:C2'],
      ['alert.crisis', 1, 'slack:T1:C3'],
    ]);
    expect(events[0].data).toMatchObject({ severity: 'crisis', theme: 'suicidal_ideation', delta: 1 });
    expect(events[0].data.recommended_action).toMatch(/crisis line/);
    expect(events[0].data.alert_id).not.toBe(events[1].data.alert_id);
    const { rows } = await service.ctx.pool.query(
      'SELECT id, severity, theme, count, source, status FROM alerts WHERE org_id = $1 ORDER BY source',
      [org.org.id],
    );
    const alert = (id: string, source: string) => ({
      id,
      severity: 'crisis',
      theme: 'suicidal_ideation',
      count: 1,
      source,
      status: 'active',
    });
    expect(rows).toEqual([
      alert(events[0].data.alert_id, 'slack:T1:C2'),
      alert(events[1].data.alert_id, 'slack:T1:C3'),
    ]);
  });

  it('should add the uid to events for a brain organisation only', async () => {
    const brain = await service.createOrg('brain');
    await stream({ uid: 'b1', text: CRISIS_TEXT }, brain.ingestKey);
    const [event] = await outbox(brain.org.id);
    expect(event.data.uid).toBe('b1');
  });

  it('should word recommended actions in the organisation’s tone', async () => {
    const org = await service.createOrg('signal');
    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { svc_tone: 'clinical' },
    });
    await stream({ uid: 'c1', text: CRISIS_TEXT }, org.ingestKey);
    const [event] = await outbox(org.org.id);
    expect(event.data.recommended_action).toMatch(/risk protocol/);
  });

  it('should refuse stream ingestion to a pulse organisation', async () => {
    const pulse = await service.createOrg('pulse');
    const reply = await stream({ uid: 'u', text: 'hello' }, pulse.ingestKey);
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('tier_restricted');
  });

  it.each([
    ['no uid', { text: 'hi' }, '$.uid'],
    ['no text', { uid: 'u' }, '$.text'],
    ['a blank text', { uid: 'u', text: '  ' }, '$.text'],
    ['a bad ts', { uid: 'u', text: 'hi', ts: '22/11/2026' }, '$.ts'],
    ['a future ts', { uid: 'u', text: 'hi', ts: '2026-11-23T10:00:00Z' }, '$.ts'],
    ['a numeric uid', { uid: 7, text: 'hi' }, '$.uid'],
  ])('should reject %s with 400', async (_name, body, path) => {
    const reply = await stream(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('should answer 413 for a text over 10,000 characters', async () => {
    expect((await stream({ uid: 'u', text: 'x'.repeat(10_001) })).status).toBe(413);
  });

  it('should ask for an aggregation once while items keep coming', async () => {
    const org = await service.createOrg('signal');
    for (let i = 0; i < 3; i++)
      await stream({ uid: `a${i}`, text: 'Quiet day at the office' }, org.ingestKey);
    const jobs = await service.ctx.queues.get('aggregate').getJobs(['waiting', 'delayed']);
    expect(jobs.filter((j) => j.data.orgId === org.org.id)).toHaveLength(1);
  });

  it('should keep uid baselines moving with each item', async () => {
    const org = await service.createOrg('signal');
    await stream({ uid: 'm', text: DISTRESSED_TEXT }, org.ingestKey);
    await stream({ uid: 'm', text: 'All good, nice lunch' }, org.ingestKey);
    const { rows } = await service.ctx.pool.query(
      'SELECT n, baseline, recent FROM uid_baselines WHERE org_id = $1',
      [org.org.id],
    );
    expect(rows[0].n).toBe(2);
    expect(rows[0].recent).toBeLessThan(analyse(DISTRESSED_TEXT).distress);
  });
});

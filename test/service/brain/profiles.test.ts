import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const DAY = 86_400_000;
const daysAgo = (n: number, hour = 10) => {
  const d = new Date(Date.now() - n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

const TEXTS = [
  'The quarterly deadlines are crushing me and I am exhausted',
  'Loved the team lunch today, everyone was wonderful',
  'Another pointless meeting about the roadmap',
  'I feel anxious about the reorganisation rumours',
  'Grateful for the help from my colleagues this week',
];

const digestOf = (orgId: string, uid: string) => createHash('sha256').update(`${orgId}:${uid}`).digest('hex');

describe('Brain tier: profiles, signals, users and the audit log', () => {
  let service: TestService;
  let brain: TestOrg;
  let signalOrg: TestOrg;
  let pulseOrg: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    brain = await service.createOrg('brain');
    signalOrg = await service.createOrg('signal');
    pulseOrg = await service.createOrg('pulse');
    // Two days back and more: at any time of day these are a backfill (over a day old), which raises no flags.
    const messages = TEXTS.flatMap((text, i) => [
      { uid: 'person-1', text, ts: daysAgo(i + 2) },
      { uid: 'person-1', text, ts: daysAgo(i + 2, 15) },
      { uid: 'person-2', text, ts: daysAgo(i + 3) },
    ]);
    for (const key of [brain.ingestKey, signalOrg.ingestKey]) {
      const reply = await service.request('POST', '/v1/affective/ingest/batch', {
        key,
        body: { source: 'chat:team', messages },
      });
      expect(reply.status).toBe(200);
    }
    const crisis = await service.request('POST', '/v1/affective/ingest/stream', {
      key: brain.ingestKey,
      body: { uid: 'person-1', text: 'I have a plan to kill myself tonight', source: 'chat:team' },
    });
    expect(crisis.body.alert_fired).toBe(true);
    await service.request('POST', '/v1/affective/ingest/stream', {
      key: signalOrg.ingestKey,
      body: { uid: 'person-1', text: 'I have a plan to kill myself tonight', source: 'chat:team' },
    });
  });
  afterAll(() => service.close());

  const ENDPOINTS = [
    '/v1/affective/users',
    '/v1/affective/users/person-1/profile',
    '/v1/affective/users/person-1/signals',
    '/v1/affective/audit',
  ];

  it.each(ENDPOINTS)('answers %s only to a brain organisation’s admin keys', async (path) => {
    expect((await service.request('GET', path)).status).toBe(401);
    for (const org of [pulseOrg, signalOrg]) {
      const reply = await service.request('GET', path, { key: org.adminKey });
      expect(reply.status).toBe(403);
      expect(reply.body.error.code).toBe('tier_restricted');
    }
    const ingest = await service.request('GET', path, { key: brain.ingestKey });
    expect(ingest.status).toBe(403);
    expect(ingest.body.error.code).toBe('forbidden');
    expect((await service.request('GET', path, { key: brain.adminKey })).status).toBe(200);
  });

  it('builds a profile that matches the stored signals and holds no text', async () => {
    const profile = await service.request('GET', '/v1/affective/users/person-1/profile?window=30d', {
      key: brain.adminKey,
    });
    expect(profile.status).toBe(200);
    const signals = await service.request('GET', '/v1/affective/users/person-1/signals?limit=1000', {
      key: brain.adminKey,
    });
    const all = signals.body.signals as { ts: string; mood: string; distress: number; risk_level: string }[];
    expect(all).toHaveLength(TEXTS.length * 2 + 1);
    expect(profile.body.items).toBe(all.length);

    for (const day of profile.body.days) {
      const ofDay = all.filter((s) => s.ts.startsWith(day.day));
      expect(day.items).toBe(ofDay.length);
      const moods: Record<string, number> = {};
      for (const s of ofDay) moods[s.mood] = (moods[s.mood] ?? 0) + 1;
      expect(day.moods).toEqual(moods);
      const mean = ofDay.reduce((sum, s) => sum + s.distress, 0) / ofDay.length;
      expect(day.distress.mean).toBeCloseTo(mean, 1);
      expect(day.risk_levels.high).toBe(ofDay.filter((s) => s.risk_level === 'high').length);
    }
    expect(profile.body.days.reduce((n: number, d: { items: number }) => n + d.items, 0)).toBe(all.length);
    expect(all.at(-1)?.risk_level).toBe('high');
    expect(profile.body.flags).toEqual([expect.objectContaining({ severity: 'crisis', active: true })]);
    expect(profile.body.alerts).toEqual([
      expect.objectContaining({ severity: 'crisis', theme: 'suicidal_ideation', source: 'chat:team' }),
    ]);
    expect(profile.body.baseline.items).toBe(all.length);

    const body = JSON.stringify([profile.body, signals.body]).toLowerCase();
    for (const word of ['crushing', 'lunch', 'roadmap', 'rumours', 'colleagues', 'kill', 'keyphrase']) {
      expect(body).not.toContain(word);
    }
  });

  it('limits a profile to its window and to the organisation', async () => {
    const week = await service.request('GET', '/v1/affective/users/person-1/profile?window=7d', {
      key: brain.adminKey,
    });
    expect(week.body.days.every((d: { day: string }) => d.day >= daysAgo(6).slice(0, 10))).toBe(true);
    const unknown = await service.request('GET', '/v1/affective/users/nobody/profile', {
      key: brain.adminKey,
    });
    expect(unknown.body).toMatchObject({ items: 0, days: [], baseline: null, flags: [], alerts: [] });
    const bad = await service.request('GET', '/v1/affective/users/person-1/profile?window=90d', {
      key: brain.adminKey,
    });
    expect(bad.status).toBe(400);
  });

  it('pages through signals with cursors, without losing or repeating one', async () => {
    const one = await service.request('GET', '/v1/affective/users/person-1/signals?limit=1000', {
      key: brain.adminKey,
    });
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const page = await service.request('GET', `/v1/affective/users/person-1/signals?limit=2${suffix}`, {
        key: brain.adminKey,
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.signals);
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(one.body.signals);

    const ranged = await service.request(
      'GET',
      `/v1/affective/users/person-1/signals?from=${daysAgo(3, 0)}&to=${daysAgo(1, 0)}`,
      { key: brain.adminKey },
    );
    expect(ranged.body.signals).toHaveLength(4);
    const badCursor = await service.request('GET', '/v1/affective/users/person-1/signals?cursor=bm9wZQ', {
      key: brain.adminKey,
    });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.details[0].path).toBe('$.cursor');
  });

  it('lists the uids seen with their last activity', async () => {
    const first = await service.request('GET', '/v1/affective/users?limit=1', { key: brain.adminKey });
    expect(first.body.users).toEqual([{ uid: 'person-1', last_active_at: expect.any(String) }]);
    const second = await service.request(
      'GET',
      `/v1/affective/users?limit=1&cursor=${first.body.next_cursor}`,
      {
        key: brain.adminKey,
      },
    );
    expect(second.body).toEqual({
      users: [{ uid: 'person-2', last_active_at: expect.any(String) }],
      next_cursor: null,
    });
  });

  it('writes an audit entry for every read of a person’s data', async () => {
    const before = await service.request('GET', '/v1/affective/audit?limit=1000', { key: brain.adminKey });
    await service.request('GET', '/v1/affective/users/person-2/profile?window=60d', { key: brain.adminKey });
    await service.request('GET', '/v1/affective/users/person-2/signals', { key: brain.adminKey });
    await service.request('GET', '/v1/affective/users', { key: brain.adminKey });
    const after = await service.request('GET', '/v1/affective/audit?limit=1000', { key: brain.adminKey });
    expect(after.body.entries.length - before.body.entries.length).toBe(3);
    const [users, signals, profile] = after.body.entries;
    const keyId = (await service.ctx.keys.authenticate(brain.adminKey)).keyId;
    expect(profile).toMatchObject({
      action: 'profile',
      key_id: keyId,
      uid_digest: digestOf(brain.org.id, 'person-2'),
      params: { window: '60d' },
    });
    expect(signals).toMatchObject({ action: 'signals', uid_digest: digestOf(brain.org.id, 'person-2') });
    expect(users).toMatchObject({ action: 'users', uid_digest: null });

    const ofPerson = await service.request('GET', '/v1/affective/audit?uid=person-2', {
      key: brain.adminKey,
    });
    expect(ofPerson.body.entries.map((e: { action: string }) => e.action)).toEqual(['signals', 'profile']);
    const stored = await service.ctx.pool.query('SELECT * FROM audit_log WHERE org_id = $1', [brain.org.id]);
    expect(JSON.stringify(stored.rows)).not.toContain('person-');
    // A refused read leaves no entry.
    await service.request('GET', '/v1/affective/users/person-2/profile', { key: signalOrg.adminKey });
    const none = await service.ctx.pool.query('SELECT count(*)::int AS n FROM audit_log WHERE org_id = $1', [
      signalOrg.org.id,
    ]);
    expect(none.rows[0].n).toBe(0);
  });

  it('puts the uid in a brain organisation’s webhook events, never in a signal organisation’s', async () => {
    const { rows } = await service.ctx.pool.query(
      `SELECT org_id, payload FROM outbox WHERE event_type = 'alert.crisis' AND org_id = ANY($1)`,
      [[brain.org.id, signalOrg.org.id]],
    );
    const byOrg = (id: string) => rows.filter((r) => r.org_id === id).map((r) => r.payload.data.uid);
    expect(byOrg(brain.org.id)).toEqual(['person-1']);
    expect(byOrg(signalOrg.org.id)).toEqual([undefined]);
  });
});

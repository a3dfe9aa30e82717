import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortSpikeGuidance } from '../../../service/domain/alerts/guidance.js';
import { AlertsPayload } from '../../../shared/contract/alerts.js';
import { AlertEvent } from '../../../shared/contract/webhooks.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { insertSignals, people, RUN_AT, setTeam, TestClock } from './support/signals.js';

const HOUR = 3_600_000;

describe('GET /alerts and cohort spike alerts', () => {
  let service: TestService;
  const clock = new TestClock();

  beforeAll(async () => {
    service = await startTestService({ clock });
  });
  afterAll(() => service.close());

  const alerts = (org: TestOrg, query = '') =>
    service.request('GET', `/v1/affective/alerts${query ? `?${query}` : ''}`, { key: org.ingestKey });
  const aggregate = async (org: TestOrg) =>
    expect((await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey })).status).toBe(
      200,
    );
  const outbox = async (org: TestOrg) =>
    (
      await service.ctx.pool.query('SELECT event_type, payload FROM outbox WHERE org_id = $1 ORDER BY id', [
        org.org.id,
      ])
    ).rows;
  const baselines = async (org: TestOrg, rows: { uid: string; baseline: number; recent: number }[]) =>
    service.ctx.pool.query(
      `INSERT INTO uid_baselines (org_id, uid, baseline, recent, n, last_ts)
       SELECT $1, r.uid, r.baseline, r.recent, 50, $5 FROM unnest($2::text[], $3::real[], $4::real[]) AS r(uid, baseline, recent)`,
      [org.org.id, rows.map((r) => r.uid), rows.map((r) => r.baseline), rows.map((r) => r.recent), RUN_AT],
    );
  const spikeData = (stressed: number, prefix = 'u') => [
    ...people(prefix, 30, { daysAgo: 8, distress: 2 }),
    ...people(prefix, 30, { daysAgo: 1, distress: 2 }).slice(stressed),
    ...people(prefix, stressed, { daysAgo: 1, distress: 7.5, states: ['stress'] }),
  ];

  it('should raise a cohort spike with its webhook event when enough people rise above their baseline', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, spikeData(15));
    await aggregate(org);

    const { status, body } = await alerts(org);
    expect(status).toBe(200);
    expect(AlertsPayload.strict().parse(body)).toEqual(body);
    expect(body.alerts).toEqual([
      {
        severity: 'spike',
        theme: 'stress',
        count: 15,
        delta: 50,
        recommended_action: expect.stringMatching(/check-in thread/),
        source: null,
        alert_id: expect.any(String),
        opened_at: RUN_AT.toISOString(),
        updated_at: RUN_AT.toISOString(),
        status: 'open',
      },
    ]);
    const events = await outbox(org);
    expect(events).toHaveLength(1);
    expect(events[0].event_type).toBe('alert.spike');
    expect(AlertEvent.parse(events[0].payload)).toEqual({
      type: 'alert.spike',
      timestamp: RUN_AT.toISOString(),
      data: {
        alert_id: body.alerts[0].alert_id,
        severity: 'spike',
        theme: 'stress',
        count: 15,
        delta: 50,
        recommended_action: body.alerts[0].recommended_action,
        source: null,
      },
    });

    // Another run while the spike lasts refreshes the alert; it sends no second event.
    clock.advance(HOUR);
    await aggregate(org);
    expect(await outbox(org)).toHaveLength(1);
    expect((await alerts(org)).body.alerts[0].updated_at).toBe(
      new Date(RUN_AT.getTime() + HOUR).toISOString(),
    );
    clock.set(RUN_AT);
  });

  it('should raise no spike resting on fewer people than the floor', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, spikeData(9));
    await aggregate(org);
    expect((await alerts(org)).body.alerts).toEqual([]);
    expect(await outbox(org)).toEqual([]);
  });

  describe('under cohort filters', () => {
    /** Team ops (30 people, 15 of them rising) and team eng (30 people, `engRising` rising), filtered to `team`. */
    const spikesOf = async (team: string, engRising: number) => {
      const org = await service.createOrg('signal');
      await insertSignals(service.ctx.pool, org.org.id, [
        ...spikeData(15, 'ops'),
        ...spikeData(engRising, 'eng'),
      ]);
      const uids = (prefix: string) => people(prefix, 30).map((p) => p.uid!);
      await setTeam(service.ctx.pool, org.org.id, uids('ops'), 'ops');
      await setTeam(service.ctx.pool, org.org.id, uids('eng'), 'eng');
      const configured = await service.request('POST', '/v1/affective/configure', {
        key: org.adminKey,
        body: { cohort_filters: { team: [team] } },
      });
      expect(configured.status).toBe(200);
      await aggregate(org);
      return (await alerts(org)).body.alerts.map((a: { theme: string; count: number }) => [a.theme, a.count]);
    };

    it('should count only the people of the cohort', async () => {
      expect(await spikesOf('ops', 0)).toEqual([['stress', 15]]);
      expect(await spikesOf('eng', 0)).toEqual([]);
    });

    it('should withhold a spike whose count differs from the whole organisation’s by 1 to 9 people', async () => {
      expect(await spikesOf('ops', 3)).toEqual([]);
      expect(await spikesOf('ops', 12)).toEqual([['stress', 15]]);
    });
  });

  describe('in the tone of the sources a spike concerns (brain tier)', () => {
    const EXEC = 'slack:T1:CEXEC';
    const GENERAL = 'slack:T1:CGENERAL';
    const configure = async (org: TestOrg, tone: string) =>
      expect(
        (
          await service.request('POST', '/v1/affective/configure', {
            key: org.adminKey,
            body: { svc_tone: 'community', tone_overrides: [{ source_prefix: EXEC, tone }] },
          })
        ).status,
      ).toBe(200);
    /** A stress spike of 20 people: `sourceOf` gives the source of each of their stressed messages. */
    const spikeIn = async (sourceOf: (i: number) => string, calm = GENERAL) => {
      const org = await service.createOrg('brain');
      await configure(org, 'corporate');
      await insertSignals(
        service.ctx.pool,
        org.org.id,
        spikeData(20).map((spec) => {
          const i = Number(spec.uid!.slice(1));
          return { ...spec, source: spec.states ? sourceOf(i) : calm };
        }),
      );
      await aggregate(org);
      return org;
    };
    const actionOf = async (org: TestOrg) => {
      const [alert] = (await alerts(org)).body.alerts;
      const [event] = await outbox(org);
      expect(alert.theme).toBe('stress');
      expect(event.payload.data.recommended_action).toBe(alert.recommended_action);
      return alert.recommended_action;
    };

    it('should word a spike expressed in one source in that source’s tone, and one elsewhere in svc_tone', async () => {
      expect(await actionOf(await spikeIn(() => EXEC))).toBe(cohortSpikeGuidance('stress', 'corporate'));
      expect(await actionOf(await spikeIn(() => GENERAL, EXEC))).toBe(
        cohortSpikeGuidance('stress', 'community'),
      );
    });

    it('should word a spike across sources of different tones in svc_tone', async () => {
      const org = await spikeIn((i) => (i % 2 ? EXEC : GENERAL));
      expect(await actionOf(org)).toBe(cohortSpikeGuidance('stress', 'community'));
    });

    it('should reword an open spike when its override changes', async () => {
      const org = await spikeIn(() => EXEC);
      await configure(org, 'clinical');
      await aggregate(org);
      // The alert is refreshed in the new tone; its event went out once, when it opened.
      expect((await alerts(org)).body.alerts[0].recommended_action).toBe(
        cohortSpikeGuidance('stress', 'clinical'),
      );
      expect(await outbox(org)).toHaveLength(1);
    });
  });

  it('should resolve an alert after its quiet period', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, spikeData(15));
    await aggregate(org);
    await service.ctx.pool.query(
      `INSERT INTO alerts (org_id, severity, theme, status, count, delta, recommended_action, opened_at, updated_at)
       VALUES ($1, 'crisis', 'self_harm', 'active', 1, 1, 'Reach out.', $2, $2)`,
      [org.org.id, RUN_AT],
    );
    expect((await alerts(org)).body.alerts.map((a: { severity: string }) => a.severity)).toEqual([
      'crisis',
      'spike',
    ]);
    try {
      // Past the spike's 48 hours but within the crisis' 72: listed no more, resolved by the next run.
      clock.set(new Date(RUN_AT.getTime() + 50 * HOUR));
      expect((await alerts(org)).body.alerts.map((a: { severity: string }) => a.severity)).toEqual([
        'crisis',
      ]);
      await aggregate(org);
      clock.set(new Date(RUN_AT.getTime() + 73 * HOUR));
      await aggregate(org);
      const { rows } = await service.ctx.pool.query(
        'SELECT severity, status FROM alerts WHERE org_id = $1 ORDER BY severity',
        [org.org.id],
      );
      expect(rows).toEqual([
        { severity: 'crisis', status: 'resolved' },
        { severity: 'spike', status: 'resolved' },
      ]);
      expect((await alerts(org)).body.alerts).toEqual([]);
    } finally {
      clock.set(RUN_AT);
    }
  });

  it('should filter by severity and cap the list at `limit`, 20 by default', async () => {
    const org = await service.createOrg('signal');
    await service.ctx.pool.query(
      `INSERT INTO alerts (org_id, severity, theme, status, count, delta, recommended_action, opened_at, updated_at)
       SELECT $1, CASE WHEN i % 5 = 0 THEN 'crisis' ELSE 'spike' END, 'theme-' || i, 'active', 12, 3, 'Act.', $2,
              $2::timestamptz - make_interval(mins => i)
         FROM generate_series(1, 25) AS i`,
      [org.org.id, RUN_AT],
    );
    expect((await alerts(org)).body.alerts).toHaveLength(20);
    expect((await alerts(org, 'limit=100')).body.alerts).toHaveLength(25);
    const crisis = (await alerts(org, 'severity=crisis')).body.alerts;
    expect(crisis.map((a: { theme: string }) => a.theme)).toEqual([
      'theme-5',
      'theme-10',
      'theme-15',
      'theme-20',
      'theme-25',
    ]);
    const spikes = (await alerts(org, 'severity=spike&limit=3')).body.alerts;
    expect(spikes.map((a: { theme: string }) => a.theme)).toEqual(['theme-1', 'theme-2', 'theme-3']);
    expect((await alerts(org, 'severity=all')).body.alerts[0].severity).toBe('crisis');
  });

  it.each([
    ['limit=0', '$.limit'],
    ['limit=101', '$.limit'],
    ['limit=ten', '$.limit'],
    ['severity=warning', '$.severity'],
  ])('should reject %s with 400', async (query, path) => {
    const org = await service.createOrg('signal');
    const reply = await alerts(org, query);
    expect(reply.status).toBe(400);
    expect(reply.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('should count people with an active flag, once each', async () => {
    const org = await service.createOrg('signal');
    await service.ctx.pool.query(
      `INSERT INTO uid_flags (org_id, uid, severity, theme, raised_at, last_at, expires_at) VALUES
         ($1, 'a', 'crisis', 'self_harm', $2, $2, $3), ($1, 'a', 'spike', 'stress', $2, $2, $3),
         ($1, 'b', 'spike', 'anxiety', $2, $2, $3), ($1, 'c', 'spike', 'stress', $2, $2, $2)`,
      [org.org.id, new Date(RUN_AT.getTime() - HOUR), new Date(RUN_AT.getTime() + HOUR)],
    );
    expect((await alerts(org)).body.flagged_count).toBe(2);
  });

  describe('at_risk_pct', () => {
    const share = async (above: number, calm: number) => {
      const org = await service.createOrg('signal');
      await baselines(org, [
        ...Array.from({ length: above }, (_, i) => ({ uid: `up${i}`, baseline: 2, recent: 6 })),
        ...Array.from({ length: calm }, (_, i) => ({ uid: `calm${i}`, baseline: 2, recent: 2.5 })),
      ]);
      const { at_risk_pct, at_risk_status } = (await alerts(org)).body;
      return { at_risk_pct, at_risk_status };
    };

    it('should give the share of the cohort above its baseline', async () => {
      expect(await share(10, 30)).toEqual({ at_risk_pct: 25, at_risk_status: 'ok' });
    });

    it('should withhold it when the cohort, or the people above their baseline, are under the floor', async () => {
      expect(await share(9, 30)).toEqual({ at_risk_pct: 0, at_risk_status: 'below_floor' });
      expect(await share(0, 30)).toEqual({ at_risk_pct: 0, at_risk_status: 'below_floor' });
      expect(await share(0, 0)).toEqual({ at_risk_pct: 0, at_risk_status: 'no_data' });
    });
  });

  it('should list a crisis raised by ingestion without uid or text', async () => {
    const org = await service.createOrg('signal');
    const text = 'I have decided to end my life tonight, I have the pills ready';
    const stream = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'person-42', text },
    });
    expect(stream.body).toMatchObject({ alert_fired: true });
    const { body } = await alerts(org);
    expect(body.flagged_count).toBe(1);
    expect(body.alerts).toEqual([
      expect.objectContaining({ severity: 'crisis', theme: 'suicidal_ideation', count: 1, source: 'stream' }),
    ]);
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('person-42');
    expect(raw).not.toContain('pills');
  });

  it('should list each crisis as one person’s message, refreshed while that person’s flag lasts', async () => {
    const org = await service.createOrg('signal');
    const text = 'I have decided to end my life tonight, I have the pills ready';
    const batch = await service.request('POST', '/v1/affective/ingest/batch', {
      key: org.ingestKey,
      body: { source: 'survey', texts: [text, text] },
    });
    expect(batch.status).toBe(200);
    await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'p1', text, source: 'chat:C1' },
    });
    clock.advance(HOUR);
    try {
      await service.request('POST', '/v1/affective/ingest/stream', {
        key: org.ingestKey,
        body: { uid: 'p1', text, source: 'chat:C1' },
      });
      const { body } = await alerts(org);
      expect(body.flagged_count).toBe(1);
      const crises = body.alerts.map((a: { count: number; source: string; updated_at: string }) => [
        a.count,
        a.source,
        a.updated_at,
      ]);
      expect(crises).toEqual([
        [1, 'chat:C1', new Date(RUN_AT.getTime() + HOUR).toISOString()],
        [1, 'survey', RUN_AT.toISOString()],
        [1, 'survey', RUN_AT.toISOString()],
      ]);
    } finally {
      clock.set(RUN_AT);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisGuidance } from '../../../service/domain/alerts/guidance.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const HIGH = 'I have a plan to kill myself tonight';
const ELEVATED = 'Honestly I wish I was dead, I cannot see the point anymore';
const BRANDING = {
  product_name: 'Wellbeing Radar',
  logo_url: 'https://acme.example/logo.png',
  accent_colour: '#1a73e8',
};

describe('Tone per source and branding (Brain tier configuration)', () => {
  let service: TestService;
  let brain: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    brain = await service.createOrg('brain');
  });
  afterAll(() => service.close());

  const configure = (org: TestOrg, body: unknown) =>
    service.request('POST', '/v1/affective/configure', { key: org.adminKey, body });

  it('stores tone overrides and branding, shows them in GET /configure, and keeps them on other changes', async () => {
    const overrides = [
      { source_prefix: 'slack:T1:', tone: 'corporate' },
      { source_prefix: 'slack:T1:CCARE', tone: 'clinical' },
    ];
    expect((await configure(brain, { tone_overrides: overrides, branding: BRANDING })).status).toBe(200);
    await configure(brain, { anon_floor: 12 });
    const config = await service.request('GET', '/v1/affective/configure', { key: brain.ingestKey });
    expect(config.body).toMatchObject({
      tone_overrides: overrides,
      branding: BRANDING,
      svc_tone: 'community',
    });
  });

  it.each([
    [{ branding: { ...BRANDING, accent_colour: 'blue' } }, '$.branding.accent_colour'],
    [{ branding: { ...BRANDING, logo_url: 'http://acme.example/logo.png' } }, '$.branding.logo_url'],
    [{ branding: { logo_url: 'https://acme.example/logo.png' } }, '$.branding.product_name'],
    [{ tone_overrides: [{ source_prefix: 'x', tone: 'playful' }] }, '$.tone_overrides[0].tone'],
    [{ tone_overrides: [{ source_prefix: '', tone: 'clinical' }] }, '$.tone_overrides[0].source_prefix'],
  ])('refuses %j with a 400 naming the field', async (body, path) => {
    const reply = await configure(brain, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('is a brain-tier feature', async () => {
    const signal = await service.createOrg('signal');
    for (const body of [
      { branding: BRANDING },
      { tone_overrides: [{ source_prefix: 'a', tone: 'clinical' }] },
    ]) {
      const reply = await configure(signal, body);
      expect(reply.status).toBe(403);
      expect(reply.body.error.code).toBe('tier_restricted');
    }
  });

  it('words an alert’s recommended action in the tone of its source, the longest prefix winning', async () => {
    for (const [uid, source] of [
      ['care', 'slack:T1:CCARE'],
      ['team', 'slack:T1:CTEAM'],
      ['elsewhere', 'forum:general'],
    ]) {
      await service.request('POST', '/v1/affective/ingest/stream', {
        key: brain.ingestKey,
        body: { uid, text: HIGH, source },
      });
    }
    const alerts = await service.request('GET', '/v1/affective/alerts?severity=crisis', {
      key: brain.ingestKey,
    });
    const bySource = Object.fromEntries(
      alerts.body.alerts.map((a: { source: string; recommended_action: string }) => [
        a.source,
        a.recommended_action,
      ]),
    );
    expect(bySource).toEqual({
      'slack:T1:CCARE': crisisGuidance('suicidal_ideation', 'clinical'),
      'slack:T1:CTEAM': crisisGuidance('suicidal_ideation', 'corporate'),
      'forum:general': crisisGuidance('suicidal_ideation', 'community'),
    });
  });

  it('gives a support message the tone of the source its message came from', async () => {
    await service.request('PUT', '/v1/affective/support/helped', {
      key: brain.ingestKey,
      body: { opted_in: true },
    });
    await service.request('POST', '/v1/affective/ingest/stream', {
      key: brain.ingestKey,
      body: { uid: 'helped', text: ELEVATED, source: 'slack:T1:CCARE' },
    });
    const { rows } = await service.ctx.pool.query(
      `SELECT payload FROM outbox WHERE org_id = $1 AND event_type = 'user.support'`,
      [brain.org.id],
    );
    expect(rows.map((r) => r.payload.data.tone)).toEqual(['clinical']);
  });
});

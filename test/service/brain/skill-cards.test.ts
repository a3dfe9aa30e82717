import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SKILL_CARDS } from '../../../service/domain/skill-cards/catalogue.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const CARD = {
  title: 'Take a walk',
  body: 'A **ten-minute** walk helps. See [our guide](https://example.org/walk).\n\n- Leave your phone\n- Look up',
  resources: [{ label: 'Walking guide', url: 'https://example.org/walk' }],
  triggers: { states: ['stress'], themes: ['workload'], risk_levels: ['elevated'], min_distress: 4 },
  tones: { corporate: 'A short walk between meetings restores focus.' },
};

describe('Skill cards', () => {
  let service: TestService;
  let brain: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    brain = await service.createOrg('brain');
    other = await service.createOrg('brain');
  });
  afterAll(() => service.close());

  const api = (method: string, path: string, key: string, body?: unknown) =>
    service.request(method, `/v1/affective${path}`, { key, body });

  it('starts every organisation with the default catalogue', async () => {
    const reply = await api('GET', '/skill-cards', brain.ingestKey);
    expect(reply.status).toBe(200);
    expect(reply.body.cards.map((c: { title: string }) => c.title)).toEqual(
      DEFAULT_SKILL_CARDS.map((c) => c.title),
    );
    const crisis = reply.body.cards.find((c: { triggers: { risk_levels: string[] } }) =>
      c.triggers.risk_levels.includes('high'),
    );
    expect(crisis.resources.length).toBeGreaterThan(0);
    // Concurrent first uses copy it once.
    const [a, b] = await Promise.all([
      api('GET', '/skill-cards', other.adminKey),
      api('GET', '/skill-cards', other.adminKey),
    ]);
    expect(a.body.cards).toHaveLength(DEFAULT_SKILL_CARDS.length);
    expect(b.body.cards).toHaveLength(DEFAULT_SKILL_CARDS.length);
  });

  it('creates, reads, changes and deletes a card, for admin keys only', async () => {
    expect((await api('POST', '/skill-cards', brain.ingestKey, CARD)).status).toBe(403);
    const created = await api('POST', '/skill-cards', brain.adminKey, CARD);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...CARD, id: expect.any(String) });
    const id = created.body.id;
    expect((await api('GET', `/skill-cards/${id}`, brain.ingestKey)).body.title).toBe('Take a walk');
    expect((await api('GET', `/skill-cards/${id}`, other.adminKey)).status).toBe(404);

    const changed = await api('PUT', `/skill-cards/${id}`, brain.adminKey, { ...CARD, title: 'Walk it off' });
    expect(changed.body.title).toBe('Walk it off');
    expect((await api('PUT', `/skill-cards/${id}`, other.adminKey, CARD)).status).toBe(404);
    expect((await api('DELETE', `/skill-cards/${id}`, brain.adminKey)).status).toBe(200);
    expect((await api('GET', `/skill-cards/${id}`, brain.adminKey)).status).toBe(404);
  });

  it('replaces the whole catalogue', async () => {
    const replaced = await api('PUT', '/skill-cards', brain.adminKey, {
      cards: [CARD, { ...CARD, title: 'Two' }],
    });
    expect(replaced.status).toBe(200);
    const list = await api('GET', '/skill-cards', brain.adminKey);
    expect(list.body.cards.map((c: { title: string }) => c.title)).toEqual(['Take a walk', 'Two']);
    expect((await api('PUT', '/skill-cards', brain.adminKey, { cards: [] })).body.cards).toEqual([]);
    // An emptied catalogue stays empty: the defaults come only once.
    expect((await api('GET', '/skill-cards', brain.adminKey)).body.cards).toEqual([]);
  });

  it.each([
    ['a script tag', { body: 'Hi <script>alert(1)</script>' }, '$.body'],
    ['an image', { body: '![x](https://example.org/x.png)' }, '$.body'],
    ['a heading', { body: '# Title' }, '$.body'],
    ['an http link in the body', { body: 'See [this](http://example.org)' }, '$.body'],
    ['an http resource', { resources: [{ label: 'x', url: 'http://example.org' }] }, '$.resources[0].url'],
    [
      'a javascript resource',
      { resources: [{ label: 'x', url: 'javascript:alert(1)' }] },
      '$.resources[0].url',
    ],
    ['an unknown state', { triggers: { states: ['sleepy'] } }, '$.triggers.states[0]'],
    ['an unknown theme', { triggers: { themes: ['weather'] } }, '$.triggers.themes[0]'],
    ['risk level none', { triggers: { risk_levels: ['none'] } }, '$.triggers.risk_levels[0]'],
    ['no trigger at all', { triggers: {} }, '$.triggers'],
    ['distress above 10', { triggers: { min_distress: 11 } }, '$.triggers.min_distress'],
    ['an unknown tone', { tones: { playful: 'hey' } }, '$.tones.playful'],
    ['an empty title', { title: ' ' }, '$.title'],
    ['a body too long', { body: 'a'.repeat(2_001) }, '$.body'],
  ])('refuses %s with a 400 naming the field', async (_name, change, path) => {
    const reply = await api('POST', '/skill-cards', brain.adminKey, { ...CARD, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_request');
    expect(reply.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('is a brain-tier feature', async () => {
    const signal = await service.createOrg('signal');
    for (const [method, path] of [
      ['GET', '/skill-cards'],
      ['POST', '/skill-cards'],
      ['PUT', '/skill-cards'],
    ]) {
      const body = { GET: undefined, POST: CARD, PUT: { cards: [] } }[method as 'GET'];
      const reply = await api(method!, path!, signal.adminKey, body);
      expect(reply.status).toBe(403);
      expect(reply.body.error.code).toBe('tier_restricted');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { setTeam, signalTime, TestClock } from './support/signals.js';

/**
 * The pulse of communities whose texts go through the real analysis engine, written plainly enough that a
 * better engine reads them the same way. Each test pins behaviour the pulse must show, not the engine's numbers.
 */
const CALM = [
  'Thank you all, I really enjoyed working with this team this week.',
  'Lovely calm week, I am grateful for such supportive colleagues.',
  'Really happy with how the launch went, thanks everyone for the help.',
  'Great to see everyone at the meetup, I feel welcome here.',
];
const STRESSED = [
  'I am so stressed, the deadlines keep piling up and I cannot keep up.',
  'I am completely burned out and exhausted, I have nothing left to give.',
  'I am overwhelmed and stressed, there is far too much work and I cannot cope.',
  'I am so stressed and exhausted, the pressure this week is too much.',
];
const NEUTRAL = ['The report is attached for review.', 'The meeting moved to Thursday afternoon.'];
const SAD = 'I feel so sad and down these days.';
const ANGRY = 'I am furious about how this was handled, it is unacceptable.';
const AFRAID = 'I am scared about what will happen next.';

interface Said {
  uid: string;
  text: string;
  daysAgo: number;
}

/** `count` people `${prefix}${i}`, each saying one of `texts` in turn, `daysAgo` days before the run. */
const saying = (prefix: string, count: number, texts: string[], daysAgo: number): Said[] =>
  Array.from({ length: count }, (_, i) => ({
    uid: `${prefix}${i}`,
    text: texts[i % texts.length]!,
    daysAgo,
  }));

describe('a pulse that changes the way the community did', () => {
  let service: TestService;
  const clock = new TestClock();

  beforeAll(async () => {
    service = await startTestService({ clock });
  });
  afterAll(() => service.close());

  const ingest = async (org: TestOrg, said: Said[]) => {
    const reply = await service.request('POST', '/v1/affective/ingest/batch', {
      key: org.ingestKey,
      body: {
        source: 'test:channel',
        messages: said.map((s) => ({
          uid: s.uid,
          text: s.text,
          ts: signalTime({ daysAgo: s.daysAgo }).toISOString(),
        })),
      },
    });
    expect(reply.status).toBe(200);
  };
  const aggregate = async (org: TestOrg) =>
    expect((await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey })).status).toBe(
      200,
    );
  const pulse = async (org: TestOrg, window = '7d') => {
    const reply = await service.request('GET', `/v1/affective/pulse?window=${window}`, {
      key: org.ingestKey,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const orgSaying = async (said: Said[]) => {
    const org = await service.createOrg('signal');
    await ingest(org, said);
    await aggregate(org);
    return org;
  };
  const stateOf = (body: { states: { name: string; delta: number }[] }, name: string) =>
    body.states.find((s) => s.name === name);
  const answers = (
    body: { actions: { because: { layer: string; name: string } }[] },
    layer: string,
    name: string,
  ) => body.actions.some((a) => a.because.layer === layer && a.because.name === name);

  it('should show stress rising, hot and acted on when 30 people go from calm to stressed', async () => {
    const org = await orgSaying([...saying('p', 30, CALM, 9), ...saying('p', 30, STRESSED, 1)]);
    const body = await pulse(org);
    expect(body.status).toBe('ok');
    const stress = stateOf(body, 'stress');
    expect(stress).toMatchObject({ trend: 'up', hot: true });
    expect(stress!.delta).toBeGreaterThan(0);
    expect(answers(body, 'states', 'stress')).toBe(true);
    expect(body.actions[0].priority).toBe(1);
    expect(body.health_trend).toBe('down');
    expect(body.valence.negative).toBeGreaterThan(body.valence.positive);
  });

  it('should give a steady 80 % stress level its actions, in every window including all', async () => {
    const week = (daysAgo: number, prefix: string) => [
      ...saying(`${prefix}s`, 24, STRESSED, daysAgo),
      ...saying(`${prefix}c`, 6, CALM, daysAgo),
    ];
    const org = await orgSaying([...week(9, 'a'), ...week(1, 'b')]);
    const body = await pulse(org);
    expect(stateOf(body, 'stress')).toMatchObject({ trend: 'flat', hot: false });
    expect(answers(body, 'states', 'stress')).toBe(true);
    for (const window of ['30d', 'all']) {
      const wider = await pulse(org, window);
      expect(wider.actions.length).toBeGreaterThan(0);
      expect(answers(wider, 'states', 'stress')).toBe(true);
    }
  });

  it('should show the sad, angry and afraid minorities of a 40-person cohort, and its negative share', async () => {
    const org = await orgSaying([
      ...saying('sad', 4, [SAD], 1),
      ...saying('angry', 3, [ANGRY], 1),
      ...saying('afraid', 2, [AFRAID], 1),
      ...saying('calm', 31, [...CALM, ...NEUTRAL], 1),
    ]);
    const body = await pulse(org);
    const moods = body.moods.map((m: { name: string }) => m.name);
    expect(moods).toEqual(expect.arrayContaining(['sadness', 'anger', 'fear']));
    expect(body.valence.negative).toBeGreaterThanOrEqual(20);
    expect(body.valence.positive + body.valence.neutral + body.valence.negative).toBeCloseTo(100, 5);
  });

  describe('the health score', () => {
    it('should be at least 80 for a calm and appreciative cohort', async () => {
      const org = await orgSaying(saying('c', 30, CALM, 1));
      expect((await pulse(org)).community_health_score).toBeGreaterThanOrEqual(80);
    });

    it('should be 45 to 65 when about half of the cohort is stressed', async () => {
      const org = await orgSaying([...saying('s', 15, STRESSED, 1), ...saying('c', 15, CALM, 1)]);
      const score = (await pulse(org)).community_health_score;
      expect(score).toBeGreaterThanOrEqual(45);
      expect(score).toBeLessThanOrEqual(65);
    });

    it('should be at most 40 when 70 % or more are stressed or burned out', async () => {
      for (const stressed of [21, 24]) {
        const org = await orgSaying([
          ...saying('s', stressed, STRESSED, 1),
          ...saying('c', 30 - stressed, CALM, 1),
        ]);
        expect((await pulse(org)).community_health_score).toBeLessThanOrEqual(40);
      }
    });
  });

  it('should let an informative phrase emerge, never a filler word', async () => {
    const shifts = [
      'Honestly the night shifts are too long.',
      'Honestly the night shifts are hard on everyone.',
      'Honestly the night shifts are exhausting me.',
    ];
    const org = await orgSaying([
      ...saying('a', 40, NEUTRAL, 9),
      ...saying('b', 25, shifts, 1),
      ...saying('c', 15, NEUTRAL, 1),
    ]);
    // Aggregation made the phrases used by 10 people candidates; the next items using them name them.
    await ingest(org, saying('d', 10, shifts, 0));
    await aggregate(org);
    const topics = (await pulse(org)).topics.map((t: { name: string }) => t.name);
    expect(topics).toContain('night shift');
    expect(topics.filter((name: string) => /honestly/.test(name))).toEqual([]);
    expect(topics.filter((name: string) => !name.includes(' ') && !/^[a-z_]+$/.test(name))).toEqual([]);
  });

  describe('the floor', () => {
    it('should show nothing of a 9-person cohort', async () => {
      const org = await orgSaying([...saying('s', 5, STRESSED, 1), ...saying('c', 4, CALM, 1)]);
      expect(await pulse(org)).toMatchObject({
        status: 'below_floor',
        community_health_score: null,
        valence: null,
        moods: [],
        states: [],
        topics: [],
        actions: [],
      });
    });

    it('should show nothing of a filtered cohort whose complement is 6 people', async () => {
      const team = [...saying('s', 10, STRESSED, 1), ...saying('c', 10, CALM, 1)];
      const org = await orgSaying([...team, ...saying('o', 6, STRESSED, 1)]);
      await setTeam(
        service.ctx.pool,
        org.org.id,
        team.map((s) => s.uid),
        'red',
      );
      const configured = await service.request('POST', '/v1/affective/configure', {
        key: org.adminKey,
        body: { cohort_filters: { team: ['red'] } },
      });
      expect(configured.status).toBe(200);
      await aggregate(org);
      expect(await pulse(org)).toMatchObject({
        status: 'below_floor',
        valence: null,
        states: [],
        actions: [],
      });
    });
  });
});

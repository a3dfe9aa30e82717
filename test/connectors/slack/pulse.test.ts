import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEnvelope, messageEvent, postCommand, postEvent } from '../../fakes/slack/requests.js';
import { startTestService, type TestService } from '../../support/harness.js';
import { SIGNING_SECRET, type SlackHarness, startSlackConnector, TEAM } from './support.js';

const CHEERFUL = [
  'Great demo today, really proud of what we shipped together',
  'Thanks for the help with the migration, that was a relief',
  'Looking forward to the offsite next week, should be fun',
  'The new onboarding docs are so much clearer, nice work',
];

async function pulse(slack: SlackHarness, text: string) {
  const responseUrl = slack.fake.responseUrl();
  const response = await postCommand(slack.eventsUrl, SIGNING_SECRET, {
    teamId: TEAM,
    userId: 'UASKER01',
    command: '/pulse',
    text,
    responseUrl,
  });
  expect(response.status).toBe(200);
  await slack.connector.settled();
  const answers = slack.fake.responsesTo(responseUrl);
  expect(answers).toHaveLength(1);
  expect(answers[0].response_type).toBe('ephemeral');
  return answers[0] as { text: string; blocks: any[] };
}

const shown = (answer: { blocks: any[] }) =>
  answer.blocks.map((b) => b.text?.text ?? b.elements?.map((e: { text: string }) => e.text).join(' ') ?? '');

describe('/pulse against the real service', () => {
  let service: TestService;
  let slack: SlackHarness;
  let adminKey: string;

  beforeAll(async () => {
    service = await startTestService();
    ({ adminKey } = await service.createOrg('signal'));
    slack = await startSlackConnector({ apiUrl: service.url, apiKey: adminKey });
  });
  afterAll(async () => {
    await slack?.close();
    await service?.close();
  });

  async function talk(people: number, offset: number) {
    for (let i = 0; i < people; i++) {
      const text = CHEERFUL[i % CHEERFUL.length]!;
      const event = eventEnvelope(
        TEAM,
        messageEvent({ channel: 'CGENERAL', user: `UPERSON${offset + i}`, text }),
      );
      expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, event)).status).toBe(200);
    }
    await slack.connector.core.stream.idle();
    const aggregated = await service.request('POST', '/v1/affective/aggregate', { key: adminKey, body: {} });
    expect(aggregated.status).toBe(200);
  }

  it('should answer with usage for a window it does not know', async () => {
    const answer = await pulse(slack, '90d');
    expect(answer.text).toBe(
      '`90d` is not a window. Use `/pulse` with 7d, 30d, 60d or all (30d when left out).',
    );
  });

  it('should say so when there are no messages yet', async () => {
    const answer = await pulse(slack, '7d');
    expect(shown(answer)[1]).toMatch(/No messages have been analysed in this window yet/);
  });

  it('should explain the anonymity floor while too few people have talked', async () => {
    await talk(3, 0);
    const answer = await pulse(slack, '');
    expect(answer.blocks[0].text.text).toBe('Community pulse · last 30 days');
    expect(shown(answer)[1]).toMatch(/^:lock: Not enough people yet: .* at least 10 people/);
  });

  it('should show the pulse once enough people have talked', async () => {
    await talk(12, 100);
    const answer = await pulse(slack, '7d');
    const lines = shown(answer);
    expect(answer.blocks[0].text.text).toBe('Community pulse · last 7 days');
    expect(lines[1]).toMatch(/^\*Health {2}\d{1,3}\/100\* {2}[↑→↓] (up|flat|down)$/);
    const moods = lines.find((l) => l.startsWith('*Moods*'));
    expect(moods).toMatch(/`[█░]{10}` +\d+% {2}\S/);
    expect(lines.at(-1)).toMatch(/shown only for groups of at least 10 people/);
  });

  it('should say when the tier does not include a window', async () => {
    const { adminKey: pulseKey } = await service.createOrg('pulse');
    const restricted = await startSlackConnector({ apiUrl: service.url, apiKey: pulseKey, fake: slack.fake });
    try {
      const answer = await pulse(restricted, '60d');
      expect(shown(answer)[1]).toBe(
        ':no_entry_sign: The last 60 days window (60d) is not part of your Affective plan. Try `/pulse 7d` or `/pulse 30d`.',
      );
    } finally {
      await restricted.close();
    }
  });

  it('should name the organisation’s tier in /affective status', async () => {
    const responseUrl = slack.fake.responseUrl();
    const response = await postCommand(slack.eventsUrl, SIGNING_SECRET, {
      teamId: TEAM,
      userId: 'UASKER01',
      command: '/affective',
      text: 'status',
      responseUrl,
    });
    expect(response.status).toBe(200);
    await slack.connector.settled();
    const [answer] = slack.fake.responsesTo(responseUrl);
    expect(JSON.stringify(answer.blocks)).toContain('Signal: every window and layer, alerts');
  });

  it('should show the connection error state when the service cannot be reached', async () => {
    const away = await startSlackConnector({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: adminKey,
      fake: slack.fake,
    });
    try {
      const answer = await pulse(away, '30d');
      expect(shown(answer)).toEqual([
        'Community pulse',
        ":warning: Affective can't be reached right now, so the pulse can't be shown. Try again in a few minutes.",
        'Reason: the service is unavailable (network_error)',
      ]);
    } finally {
      await away.close();
    }
  });
});

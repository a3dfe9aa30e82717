import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import { startWorker } from '../../../service/jobs/worker.js';
import type { Closer } from '../../../shared/runtime/lifecycle.js';
import { eventEnvelope, messageEvent, postCommand, postEvent } from '../../fakes/slack/requests.js';
import { dumpDatabase, dumpRedis } from '../../support/dumps.js';
import { startTestService, type TestService } from '../../support/harness.js';
import {
  freePort,
  PSEUDONYM_KEY,
  SIGNING_SECRET,
  type SlackHarness,
  startSlackConnector,
  TEAM,
} from './support.js';

const ADMIN = 'UADMINLOOP';
const CRISIS_TEXT = "I can't do this anymore, I want to end it all, nobody would even notice if I was gone";
const DISTRESSED_TEXTS = [
  "Everything is awful, I'm furious and miserable, I hate this place, I'm anxious and burnt out and crying every day",
  "I feel completely overwhelmed and hopeless about this project, I'm terrified I'll be fired and I can't stop panicking",
];

/**
 * The whole loop: a signed Slack message → the connector → the real service API (analysis, alert rule,
 * outbox) → the real worker (outbox relay, webhook delivery) → the connector's alert webhook → Slack.
 */
describe('the Slack connector with the real service, worker and webhooks', () => {
  let service: TestService;
  let slack: SlackHarness;
  const stops: Closer[] = [];

  beforeAll(async () => {
    service = await startTestService({
      env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_HOSTS: '127.0.0.1' },
    });
    const { adminKey } = await service.createOrg('signal');
    stops.push(await startWorker(service.ctx));
    const port = await freePort();
    slack = await startSlackConnector({
      apiUrl: service.url,
      apiKey: adminKey,
      env: { SLACK_PORT: String(port), CONNECTOR_PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    slack.fake.admins.add(ADMIN);
  });
  afterAll(async () => {
    await slack?.close();
    for (const stop of stops) await stop();
    await service?.close();
  });

  it('should register its alert webhook with the service at start', async () => {
    await expect
      .poll(async () => (await slack.pool.query('SELECT url FROM connector.webhook_endpoints')).rows)
      .toEqual([{ url: `${slack.url}/affective/alerts` }]);
    const { rows } = await service.ctx.pool.query('SELECT url FROM webhook_endpoints');
    expect(rows).toEqual([{ url: `${slack.url}/affective/alerts` }]);
  });

  it('should turn a message with crisis language into a pinned @here banner in the moderators channel', async () => {
    const responseUrl = slack.fake.responseUrl();
    await postCommand(slack.eventsUrl, SIGNING_SECRET, {
      teamId: TEAM,
      userId: ADMIN,
      command: '/affective',
      text: 'setup <#CMODS|moderators>',
      responseUrl,
    });
    await slack.connector.settled();
    expect(slack.fake.responsesTo(responseUrl)[0].text).toMatch(/will go to <#CMODS>/);

    const event = eventEnvelope(
      TEAM,
      messageEvent({ channel: 'CGENERAL', user: 'UERIN0001', text: CRISIS_TEXT }),
    );
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, event)).status).toBe(200);

    const banners = () =>
      slack.fake.messagesIn('CMODS').filter((m) => m.text.startsWith('<!here> Crisis alert') && m.pinned);
    await expect.poll(banners, { timeout: 20_000 }).toHaveLength(1);
    const banner = banners()[0]!;
    expect(
      slack.fake.messagesIn('CMODS').filter((m) => m.text.startsWith('<!here> Crisis alert')),
    ).toHaveLength(1);
    expect(banner.blocks[0]).toMatchObject({ type: 'header', text: { text: '🚨 Crisis alert' } });
    expect(JSON.stringify(banner.blocks)).toContain('<#CGENERAL>');
    expect(banner.blocks.at(-1).elements[0]).toMatchObject({ action_id: 'affective_acknowledge' });
  });

  it('should count spikes from distressed messages in one pinned counter message, updated in place', async () => {
    const counterOf = () => slack.fake.messagesIn('CMODS').find((m) => m.text.startsWith('Distress spikes'));
    // One spike at a time: two alerts that arrive before the first drawing are drawn once, at 2, with nothing updated.
    for (const [i, text] of DISTRESSED_TEXTS.entries()) {
      const event = eventEnvelope(TEAM, messageEvent({ channel: 'CGENERAL', user: `USPIKE000${i}`, text }));
      expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, event)).status).toBe(200);
      await expect
        .poll(() => counterOf()?.blocks[1].text.text, { timeout: 20_000 })
        .toMatch(new RegExp(`^\\*${i + 1}\\* spikes? so far, by theme:`));
    }
    expect(slack.fake.messagesIn('CMODS').filter((m) => m.text.startsWith('Distress spikes'))).toHaveLength(
      1,
    );
    expect(counterOf()!.pinned).toBe(true);
    expect(counterOf()!.updates).toBe(1);
  });

  it('should have sent the keyed pseudonym, and no Slack user id or text, to the service', async () => {
    const uid = pseudonymise(PSEUDONYM_KEY, 'slack', TEAM, 'UERIN0001');
    const { rows } = await service.ctx.pool.query<{ uid: string }>(
      `SELECT DISTINCT uid FROM signals WHERE source = $1 ORDER BY uid`,
      [`slack:${TEAM}:CGENERAL`],
    );
    expect(rows.map((r) => r.uid)).toContain(uid);
    const serviceState = `${await dumpDatabase(service.ctx.pool)}\n${await dumpRedis(service.config.REDIS_URL, service.config.REDIS_PREFIX)}`;
    for (const secret of [
      'UERIN0001',
      'USPIKE0000',
      'USPIKE0001',
      ADMIN,
      'nobody would even notice',
      'crying every day',
    ])
      expect(serviceState).not.toContain(secret);
    const connectorState = await dumpDatabase(slack.pool);
    expect(connectorState).not.toContain('UERIN0001');
    expect(connectorState).not.toContain('nobody would even notice');
    expect(`${slack.logs.join('\n')}\n${service.logs.join('\n')}`).not.toContain('nobody would even notice');
  });
});

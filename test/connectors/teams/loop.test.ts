import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import { pseudonymScopeOf } from '../../../connectors/teams/ids.js';
import { startWorker } from '../../../service/jobs/worker.js';
import type { Closer } from '../../../shared/runtime/lifecycle.js';
import {
  actionExecute,
  botAddedToTeam,
  CHANNEL,
  channelMessage,
  deliver,
  MODS,
  person,
  TEAM_GROUP,
  TEAM_ID,
  TENANT,
} from '../../fakes/teams/activities.js';
import { dumpDatabase, dumpRedis } from '../../support/dumps.js';
import { startTestService, type TestService } from '../../support/harness.js';
import { freePort } from '../slack/support.js';
import { PSEUDONYM_KEY, startTeamsConnector, type TeamsHarness } from './support.js';

const OWNER = person('Olivia');
const MODERATOR = person('Marek');
const ERIN = person('Erin');
const CRISIS_TEXT = "I can't do this anymore, I want to end it all, nobody would even notice if I was gone";
const DISTRESSED_TEXTS = [
  "Everything is awful, I'm furious and miserable, I hate this place, I'm anxious and burnt out and crying every day",
  "I feel completely overwhelmed and hopeless about this project, I'm terrified I'll be fired and I can't stop panicking",
];
const cardOf = (activity: any) => activity?.attachments?.[0]?.content;

/**
 * The whole loop: a Teams channel message through the real Agents SDK → the connector → the real service API
 * (analysis, alert rule, outbox) → the real worker (outbox relay, webhook delivery) → the connector's alert
 * webhook → a banner thread in the moderators' channel, acknowledged from its card, the status sent back.
 */
describe('the Teams connector with the real service, worker and webhooks', () => {
  let service: TestService;
  let teams: TeamsHarness;
  const stops: Closer[] = [];

  beforeAll(async () => {
    service = await startTestService({
      env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_HOSTS: '127.0.0.1' },
    });
    const { adminKey } = await service.createOrg('signal');
    stops.push(await startWorker(service.ctx));
    const port = await freePort();
    teams = await startTeamsConnector({
      apiUrl: service.url,
      apiKey: adminKey,
      env: { TEAMS_PORT: String(port), CONNECTOR_PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    teams.fake.owners.set(TEAM_GROUP, new Set([OWNER.aadObjectId]));
  });
  afterAll(async () => {
    await teams?.close();
    for (const stop of stops) await stop();
    await service?.close();
  });

  it('should register its alert webhook with the service at start', async () => {
    await expect
      .poll(async () => (await service.ctx.pool.query('SELECT url FROM webhook_endpoints')).rows)
      .toEqual([{ url: `${teams.url}/affective/alerts` }]);
  });

  it('should turn a channel message with crisis language into a banner thread mentioning the moderators', async () => {
    await deliver(teams.messagesUrl, botAddedToTeam(teams.fake.url, OWNER));
    await deliver(
      teams.messagesUrl,
      channelMessage(teams.fake.url, OWNER, 'setup', {
        mentionBot: true,
        channelId: MODS,
        mentions: [{ id: MODERATOR.id, name: MODERATOR.name }],
      }),
    );
    expect((await deliver(teams.messagesUrl, channelMessage(teams.fake.url, ERIN, CRISIS_TEXT))).status).toBe(
      200,
    );
    const banners = () =>
      teams.fake.created.filter((c) => cardOf(c.parameters.activity)?.body[0].text === '🚨 Crisis alert');
    await expect.poll(banners, { timeout: 20_000 }).toHaveLength(1);
    const thread = banners()[0]!;
    expect(thread.parameters.channelData.channel.id).toBe(MODS);
    const card = cardOf(thread.parameters.activity);
    expect(card.body[1].text).toMatch(/^<at>Marek<\/at> Someone in the community may be in crisis/);
    expect(card.msteams.entities[0].mentioned.id).toBe(MODERATOR.id);

    const response = await deliver(
      teams.messagesUrl,
      actionExecute(
        teams.fake.url,
        MODERATOR,
        { conversationId: thread.id, activityId: thread.id.split(';messageid=')[1]! },
        { verb: 'affective_acknowledge', data: { value: card.actions[0].data.value } },
      ),
    );
    expect(JSON.stringify(response.body.value)).toContain('Acknowledged by Marek');
    // Everyone else sees the acknowledged banner: the thread's first post was rewritten in place.
    const posted = teams.fake.in(thread.id)[0]!;
    expect(posted.updates).toBeGreaterThan(0);
    expect(JSON.stringify(cardOf(posted.activity))).toContain('Acknowledged by Marek');
    // And the service hears the status set in Teams.
    await expect
      .poll(
        async () =>
          (await service.ctx.pool.query(`SELECT lifecycle FROM alerts WHERE lifecycle <> 'open'`)).rows,
        { timeout: 20_000 },
      )
      .toEqual([{ lifecycle: 'acknowledged' }]);
  });

  it('should count spikes from distressed messages in one counter card, updated in place', async () => {
    for (const [i, text] of DISTRESSED_TEXTS.entries()) {
      const message = channelMessage(teams.fake.url, person(`Spike${i}`), text);
      expect((await deliver(teams.messagesUrl, message)).status).toBe(200);
    }
    const counters = () =>
      teams.fake.inChannel(MODS).filter((a) => cardOf(a.activity)?.body[0].text === '📈 Distress spikes');
    await expect
      .poll(() => cardOf(counters()[0]?.activity)?.body[1].text, { timeout: 20_000 })
      .toMatch(/^\*\*2\*\* spikes so far/);
    expect(counters()).toHaveLength(1);
  });

  it('should have sent the keyed pseudonym, and no Teams id or text, to the service', async () => {
    const uid = pseudonymise(PSEUDONYM_KEY, 'teams', pseudonymScopeOf(TENANT, TEAM_ID), ERIN.aadObjectId);
    const { rows } = await service.ctx.pool.query<{ uid: string }>(
      'SELECT DISTINCT uid FROM signals WHERE source = $1',
      [`teams:${encodeURIComponent(TEAM_ID)}:${encodeURIComponent(CHANNEL)}`],
    );
    expect(rows.map((r) => r.uid)).toContain(uid);
    const serviceState = `${await dumpDatabase(service.ctx.pool)}\n${await dumpRedis(service.config.REDIS_URL, service.config.REDIS_PREFIX)}`;
    for (const secret of [
      ERIN.aadObjectId,
      ERIN.id,
      MODERATOR.id,
      'nobody would even notice',
      'crying every day',
    ])
      expect(serviceState).not.toContain(secret);
    const connectorState = await dumpDatabase(teams.pool);
    expect(connectorState).not.toContain(ERIN.aadObjectId);
    expect(connectorState).not.toContain('nobody would even notice');
    expect(`${teams.logs.join('\n')}\n${service.logs.join('\n')}`).not.toContain('nobody would even notice');
  });
});

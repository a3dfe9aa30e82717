import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import { eventEnvelope, messageEvent } from '../../fakes/slack/requests.js';
import { FakeSocketMode } from '../../fakes/slack/socket-mode.js';
import { FakeSlack } from '../../fakes/slack/web-api.js';
import { startTestService, type TestService } from '../../support/harness.js';
import { freePort, PSEUDONYM_KEY, type SlackHarness, startSlackConnector, TEAM } from './support.js';

describe('the Slack connector in Socket Mode', () => {
  let service: TestService;
  let fake: FakeSlack;
  let socket: FakeSocketMode;
  let slack: SlackHarness;

  beforeAll(async () => {
    service = await startTestService();
    const { adminKey } = await service.createOrg('signal');
    fake = await FakeSlack.start();
    socket = await FakeSocketMode.start();
    fake.socketModeUrl = socket.url;
    slack = await startSlackConnector({
      apiUrl: service.url,
      apiKey: adminKey,
      fake,
      env: {
        SLACK_SOCKET_MODE: 'true',
        SLACK_APP_TOKEN: 'xapp-test-app-token',
        SLACK_PORT: String(await freePort()),
      },
    });
  });
  // The app goes first: a socket closed under it would leave the client waiting on its reconnect timer.
  afterAll(async () => {
    await slack?.close();
    await socket?.close();
    await fake?.close();
    await service?.close();
  });

  it('should connect with the app token and stream the messages that arrive over the socket', async () => {
    expect(fake.callsTo('apps.connections.open')[0]!.token).toBe('xapp-test-app-token');
    const event = eventEnvelope(
      TEAM,
      messageEvent({ channel: 'CGENERAL', user: 'USOCKET1', text: 'Socket hello' }),
    );
    await socket.send({
      envelope_id: 'env-1',
      type: 'events_api',
      payload: event,
      accepts_response_payload: false,
    });
    expect(socket.acks.map((a) => a.envelope_id)).toEqual(['env-1']);
    // Socket Mode acknowledges an event before the listeners run, so the test waits for its effect.
    await expect
      .poll(async () => (await service.ctx.pool.query('SELECT uid, source FROM signals')).rows)
      .toEqual([
        { uid: pseudonymise(PSEUDONYM_KEY, 'slack', TEAM, 'USOCKET1'), source: `slack:${TEAM}:CGENERAL` },
      ]);
  });

  it('should still serve the alert webhook over HTTP', async () => {
    const response = await fetch(`${slack.url}/affective/alerts`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
  });
});

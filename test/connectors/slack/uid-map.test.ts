import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import { eventEnvelope, messageEvent, postEvent } from '../../fakes/slack/requests.js';
import { dumpDatabase } from '../../support/dumps.js';
import { startTestService, type TestService } from '../../support/harness.js';
import { PSEUDONYM_KEY, SIGNING_SECRET, type SlackHarness, startSlackConnector, TEAM } from './support.js';

describe('the opt-in map from uid back to the Slack user', () => {
  let service: TestService;
  let slack: SlackHarness;

  beforeAll(async () => {
    service = await startTestService();
    const { ingestKey } = await service.createOrg('brain');
    slack = await startSlackConnector({
      apiUrl: service.url,
      apiKey: ingestKey,
      env: { CONNECTOR_KEEP_UID_MAP: 'true' },
    });
  });
  afterAll(async () => {
    await slack?.close();
    await service?.close();
  });

  it('should keep the map on the connector side only', async () => {
    const event = eventEnvelope(
      TEAM,
      messageEvent({ channel: 'CGENERAL', user: 'UFRANK01', text: 'Morning all' }),
    );
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, event)).status).toBe(200);
    await slack.connector.core.stream.idle();
    const uid = pseudonymise(PSEUDONYM_KEY, 'slack', TEAM, 'UFRANK01');
    const { rows } = await slack.pool.query(
      'SELECT uid, platform, workspace_id, user_id FROM connector.uid_map',
    );
    expect(rows).toEqual([{ uid, platform: 'slack', workspace_id: TEAM, user_id: 'UFRANK01' }]);
    const serviceState = await dumpDatabase(service.ctx.pool);
    expect(serviceState).toContain(uid);
    expect(serviceState).not.toContain('UFRANK01');
  });
});

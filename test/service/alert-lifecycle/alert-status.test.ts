import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AffectiveApiError, AffectiveClient } from '../../../shared/client/index.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const CRISIS_TEXT = 'I want to kill myself, I cannot go on anymore';

describe('POST /alerts/{alert_id}/status', () => {
  let service: TestService;
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
    other = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  /** Raises a crisis alert in the organisation through ingestion, and returns its id. */
  async function crisisAlert(target: TestOrg, uid: string): Promise<string> {
    const streamed = await service.request('POST', '/v1/affective/ingest/stream', {
      key: target.ingestKey,
      body: { uid, text: CRISIS_TEXT, source: 'slack:T1:C1' },
    });
    expect(streamed.body.alert_fired).toBe(true);
    const { body } = await service.request('GET', '/v1/affective/alerts?severity=crisis', {
      key: target.ingestKey,
    });
    return body.alerts[0].alert_id;
  }

  const setStatus = (key: string, alertId: string, status: unknown) =>
    service.request('POST', `/v1/affective/alerts/${alertId}/status`, { key, body: { status } });

  it('should show every alert as open until someone acts, then its status in GET /alerts', async () => {
    const alertId = await crisisAlert(org, 'person-a');
    const before = await service.request('GET', '/v1/affective/alerts', { key: org.ingestKey });
    expect(before.body.alerts[0]).toMatchObject({ alert_id: alertId, status: 'open' });

    const acknowledged = await setStatus(org.ingestKey, alertId, 'acknowledged');
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body).toMatchObject({ alert_id: alertId, status: 'acknowledged' });
    const after = await service.request('GET', '/v1/affective/alerts', { key: org.adminKey });
    expect(after.body.alerts[0]).toMatchObject({ alert_id: alertId, status: 'acknowledged' });
  });

  it('should never move an alert back: a closed alert stays closed, and acknowledging it again changes nothing', async () => {
    const { body } = await service.request('GET', '/v1/affective/alerts', { key: org.adminKey });
    const alertId = body.alerts[0].alert_id;
    expect((await setStatus(org.adminKey, alertId, 'false_alarm')).body.status).toBe('false_alarm');
    const again = await setStatus(org.adminKey, alertId, 'acknowledged');
    expect(again).toMatchObject({ status: 200, body: { status: 'false_alarm' } });
    expect((await setStatus(org.adminKey, alertId, 'resolved')).body.status).toBe('false_alarm');
  });

  it("should answer 404 for another organisation's alert, and leave it as it was", async () => {
    const theirs = await crisisAlert(other, 'person-b');
    const refused = await setStatus(org.adminKey, theirs, 'resolved');
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('not_found');
    const { body } = await service.request('GET', '/v1/affective/alerts', { key: other.adminKey });
    expect(body.alerts[0]).toMatchObject({ alert_id: theirs, status: 'open' });
  });

  it('should refuse an unknown status, a malformed id and a missing key with a clear 4xx', async () => {
    const { body } = await service.request('GET', '/v1/affective/alerts', { key: other.adminKey });
    const alertId = body.alerts[0].alert_id;
    const bad = await setStatus(other.adminKey, alertId, 'open');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('$.status');
    expect((await setStatus(other.adminKey, 'not-a-uuid', 'resolved')).status).toBe(400);
    expect(
      (
        await service.request('POST', `/v1/affective/alerts/${alertId}/status`, {
          body: { status: 'resolved' },
        })
      ).status,
    ).toBe(401);
  });

  it('should count false alarms per theme and engine version for admins, through the typed client', async () => {
    const client = new AffectiveClient({ baseUrl: service.url, apiKey: org.adminKey });
    const { false_alarms } = await client.falseAlarms();
    expect(false_alarms).toHaveLength(1);
    expect(false_alarms[0]).toMatchObject({ severity: 'crisis', false_alarms: 1, closed: 1 });
    expect(false_alarms[0]!.model_version).toMatch(/\+/);

    const ingest = new AffectiveClient({ baseUrl: service.url, apiKey: org.ingestKey });
    await expect(ingest.falseAlarms()).rejects.toMatchObject({
      status: 403,
    } satisfies Partial<AffectiveApiError>);
  });
});

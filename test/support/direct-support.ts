import { randomUUID } from 'node:crypto';
import type { Tone } from '../../shared/contract/common.js';
import type { SupportEvent } from '../../shared/contract/webhooks.js';
import { startTestService, type TestOrg, type TestService } from './harness.js';

/** The service with one brain organisation, whose configured tone support messages should use. */
export async function startBrainService(tone: Tone): Promise<{ service: TestService; org: TestOrg }> {
  const service = await startTestService();
  const org = await service.createOrg('brain');
  await service.request('POST', '/v1/affective/configure', { key: org.adminKey, body: { svc_tone: tone } });
  return { service, org };
}

/** The support events the service raised for a uid, as its outbox holds them for delivery. */
export async function supportEventsFor(
  service: TestService,
  org: TestOrg,
  uid: string,
): Promise<SupportEvent[]> {
  const { rows } = await service.ctx.pool.query(
    `SELECT payload FROM outbox WHERE org_id = $1 AND event_type = 'user.support' AND payload->'data'->>'uid' = $2 ORDER BY id`,
    [org.org.id, uid],
  );
  return rows.map((r) => r.payload);
}

/** A `user.support` event for a uid, as a service would send it, whether or not it raised one. */
export function supportEvent(uid: string): SupportEvent {
  return {
    type: 'user.support',
    timestamp: new Date().toISOString(),
    data: { support_id: randomUUID(), uid, trigger: 'elevated', card_ids: [], tone: 'community' },
  };
}

/** The same event raised anew (another `support_id`), as when the person's signals cross again. */
export function raisedAgain(event: SupportEvent): SupportEvent {
  return { ...event, data: { ...event.data, support_id: randomUUID() } };
}

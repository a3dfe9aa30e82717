import { insertSignals, type SignalSpec } from '../../service/aggregation/support/signals.js';
import type { TestOrg, TestService } from '../../support/harness.js';

export const SECRET_TEXTS = Array.from(
  { length: 12 },
  (_, i) => `Zebra-${i} told me the quarterly deadline is crushing everyone in platform`,
);
export const SECRET_UIDS = Array.from({ length: 12 }, (_, i) => `uid-secret-${i}`);

/**
 * Twelve weeks of an organisation: 12 people a week, except week 5 (6 people, under the floor), the one before
 * the latest (30, a third stressed) and the latest (24, nearly all stressed, many sad); then a batch of messages ingested through the API, so that the text and uids
 * the page must never show went through the real ingestion.
 */
export async function seedOrganisation(service: TestService, org: TestOrg): Promise<void> {
  const specs: SignalSpec[] = [];
  for (let week = 0; week < 12; week++) {
    const people = week === 5 ? 6 : week === 0 ? 24 : week === 1 ? 30 : 12;
    for (let i = 0; i < people; i++) {
      specs.push({
        uid: `w${week}-p${i}`,
        daysAgo: 7 * week + 1,
        mood: i % 3 === 0 ? 'joy' : week === 0 ? 'sadness' : 'neutral',
        states: (week === 0 && i < 23) || (week === 1 && i < 10) ? ['stress'] : [],
        topics: ['workload'],
        distress: week === 0 ? 5 : 2,
      });
    }
  }
  await insertSignals(service.ctx.pool, org.org.id, specs);
  const batch = await service.request('POST', '/v1/affective/ingest/batch', {
    key: org.ingestKey,
    body: {
      source: 'test:web',
      messages: SECRET_TEXTS.map((text, i) => ({ uid: SECRET_UIDS[i], text })),
    },
  });
  if (batch.status !== 200) throw new Error(`ingest failed: ${batch.status} ${JSON.stringify(batch.body)}`);
  const run = await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey });
  if (run.status !== 200) throw new Error(`aggregate failed: ${run.status}`);
}

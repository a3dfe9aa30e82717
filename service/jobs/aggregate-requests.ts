import type { Queues } from './queues.js';

/**
 * Asks for an aggregation of the organisation within `delaySeconds`. Requests collapse per organisation, and
 * one made while a run is active yields exactly one more run after it, so nothing persisted is left out.
 */
export async function requestAggregation(queues: Queues, orgId: string, delaySeconds: number): Promise<void> {
  await queues
    .get('aggregate')
    .add(
      'aggregate',
      { orgId, trigger: 'ingest' },
      { delay: delaySeconds * 1000, deduplication: { id: `aggregate:${orgId}`, keepLastIfActive: true } },
    );
}

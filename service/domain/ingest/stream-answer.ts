import type { StreamResult } from '../../../shared/contract/ingest.js';

/** The answer to a stream item: what the API returns, and what an Idempotency-Key keeps for retries. */
export const streamAnswer = (distress: number, alertFired: boolean): StreamResult => ({
  status: 'recorded',
  distress_score: distress,
  alert_fired: alertFired,
});

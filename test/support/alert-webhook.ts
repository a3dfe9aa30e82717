import { randomUUID } from 'node:crypto';
import type { AlertEvent } from '../../shared/contract/webhooks.js';

/** An alert event as the service sends it, about a message from `source` (null: a cohort spike). */
export function alertEvent(severity: 'crisis' | 'spike', theme: string, source: string | null): AlertEvent {
  return {
    type: severity === 'crisis' ? 'alert.crisis' : 'alert.spike',
    timestamp: new Date().toISOString(),
    data: {
      alert_id: randomUUID(),
      severity,
      theme,
      count: 1,
      delta: 2.5,
      recommended_action: 'Check in privately and share support resources.',
      source,
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Tone } from '../../../shared/contract/common.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import type { Queryable } from '../../../shared/runtime/pool.js';
import { AlertsRepository } from '../../store/repositories/alerts.repository.js';
import { type FlagRaise, FlagsRepository } from '../../store/repositories/flags.repository.js';
import { type OutboxEvent, OutboxWriter } from '../../store/repositories/outbox.repository.js';
import { type ToneSettings, toneFor } from '../tone.js';
import { cohortSpikeGuidance, crisisGuidance, spikeGuidance } from './guidance.js';
import { type CohortSpike, quietSince } from './rules.js';

/**
 * Every alert the service raises is built here, with its guidance and its webhook event: crisis alerts and
 * individual distress spikes from ingestion, cohort spikes from aggregation. Callers pass the transaction
 * that makes the alert true, so the alert, its flag and its outbox event commit together or not at all.
 */

export const CRISIS_FLAG_MS = 72 * 3_600_000;
export const SPIKE_FLAG_MS = 24 * 3_600_000;

/** One stored item that fired the alert rule. */
export interface ItemAlert {
  /** Null for a Model A item: it raises a crisis alert, but no flag and no spike. */
  uid: string | null;
  source: string;
  severity: 'crisis' | 'spike';
  theme: string;
  /** How far the item's distress was above the person's baseline (spikes). */
  jump: number;
}

/** The tone overrides (Brain tier) word the guidance of alerts about their sources. */
export interface AlertSettings extends ToneSettings {
  tier: string;
}

function event(type: AlertEvent['type'], at: Date, data: AlertEvent['data']): OutboxEvent {
  return { type, payload: { type, timestamp: at.toISOString(), data } satisfies AlertEvent };
}

/**
 * Flags the people of the items, opens a crisis alert (count 1, its source, never a uid) for each person newly
 * flagged in crisis and for each Model A crisis item, and writes one event per person newly flagged (crisis or
 * spike) and per Model A crisis item. A flag raised again while active refreshes it, and its crisis alert,
 * without another event.
 */
export async function raiseItemAlerts(
  db: Queryable,
  orgId: string,
  items: ItemAlert[],
  settings: AlertSettings,
  now: Date,
): Promise<void> {
  const raises: FlagRaise[] = items.flatMap((item) =>
    item.uid
      ? [
          {
            uid: item.uid,
            severity: item.severity,
            theme: item.theme,
            at: now,
            expiresAt: new Date(
              now.getTime() + (item.severity === 'crisis' ? CRISIS_FLAG_MS : SPIKE_FLAG_MS),
            ),
          },
        ]
      : [],
  );
  const flags = await new FlagsRepository(db).raise(orgId, raises);
  const firstItem = (uid: string, severity: ItemAlert['severity']) =>
    items.find((item) => item.uid === uid && item.severity === severity)!;
  const withUid = (uid: string | null) => (settings.tier === 'brain' && uid ? { uid } : {});
  const tone = (source: string | null) => toneFor(source, settings);

  const crises = [
    ...flags
      .filter((f) => f.severity === 'crisis' && f.newlyRaised)
      .map((f) => ({
        id: f.id,
        uid: f.uid as string | null,
        theme: f.theme,
        source: firstItem(f.uid, 'crisis').source,
      })),
    ...items
      .filter((item) => item.uid === null && item.severity === 'crisis')
      .map((item) => ({ id: randomUUID(), uid: null, theme: item.theme, source: item.source })),
  ];
  const alerts = new AlertsRepository(db);
  await alerts.openCrises(
    orgId,
    crises.map((c) => ({ ...c, recommendedAction: crisisGuidance(c.theme, tone(c.source)) })),
    now,
  );
  await alerts.refreshCrises(
    orgId,
    flags.filter((f) => f.severity === 'crisis' && !f.newlyRaised).map((f) => f.id),
    now,
  );

  const events = crises.map((c) =>
    event('alert.crisis', now, {
      alert_id: c.id,
      severity: 'crisis',
      theme: c.theme,
      count: 1,
      delta: 1,
      recommended_action: crisisGuidance(c.theme, tone(c.source)),
      source: c.source,
      ...withUid(c.uid),
    }),
  );
  for (const flag of flags.filter((f) => f.severity === 'spike' && f.newlyRaised)) {
    events.push(
      event('alert.spike', now, {
        alert_id: flag.id,
        severity: 'spike',
        theme: flag.theme,
        count: 1,
        delta: Math.round(firstItem(flag.uid, 'spike').jump * 10) / 10,
        recommended_action: spikeGuidance(tone(firstItem(flag.uid, 'spike').source)),
        source: firstItem(flag.uid, 'spike').source,
        ...withUid(flag.uid),
      }),
    );
  }
  await new OutboxWriter(db).append(orgId, events);
}

/**
 * Resolves the alerts past their quiet period, then opens or refreshes a spike alert per spiking theme of the
 * cohort, each new one with its event (no source: it is about the cohort, not a channel), its guidance in the
 * tone aggregation chose for the sources the spike concerns.
 */
export async function raiseCohortSpikes(
  db: Queryable,
  orgId: string,
  spikes: (CohortSpike & { tone: Tone })[],
  at: Date,
): Promise<void> {
  const alerts = new AlertsRepository(db);
  await alerts.resolveQuiet(orgId, quietSince(at), at);
  const events: OutboxEvent[] = [];
  for (const { tone, ...spike } of spikes) {
    const recommendedAction = cohortSpikeGuidance(spike.theme, tone);
    const alert = await alerts.upsertSpike(orgId, { ...spike, recommendedAction, at });
    if (!alert.opened) continue;
    events.push(
      event('alert.spike', at, {
        alert_id: alert.id,
        severity: 'spike',
        theme: spike.theme,
        count: spike.count,
        delta: spike.delta,
        recommended_action: recommendedAction,
        source: null,
      }),
    );
  }
  await new OutboxWriter(db).append(orgId, events);
}

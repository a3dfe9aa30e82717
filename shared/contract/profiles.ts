import { z } from 'zod';
import { Severity, Timestamp, Window } from './common.js';
import { Uid } from './members.js';

/**
 * The Brain tier's per-person reads: one pseudonymous uid's signals over time, for the customer who assigned
 * it. Never a text or a keyphrase; every read is written to the audit log.
 */

export const RISK_LEVEL_NAMES = ['none', 'elevated', 'high'] as const;
export const RiskLevel = z.enum(RISK_LEVEL_NAMES);
export type RiskLevel = z.infer<typeof RiskLevel>;

const Cursor = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'expected a cursor returned by a previous page')
  .meta({ description: 'The `next_cursor` of the previous page' });

const Counts = z.record(z.string(), z.int().min(0));

export const ProfileQuery = z.strictObject({ window: Window.default('30d') });
export type ProfileQuery = z.infer<typeof ProfileQuery>;

export const ProfileDay = z.object({
  day: z.iso.date(),
  items: z.int().min(1),
  moods: Counts.meta({ description: 'Items per mood' }),
  valence: z.number().min(-1).max(1).meta({ description: 'Mean valence of the day’s items, −1 to 1' }),
  states: Counts.meta({ description: 'Items per psychological state (only states seen)' }),
  topics: Counts.meta({ description: 'Items per topic (only topics seen)' }),
  distress: z.object({ mean: z.number(), max: z.number() }),
  baseline: z.number().meta({
    description: 'The person’s distress baseline at the end of the day (what the alert rule compares with)',
  }),
  risk_levels: z.object({ none: z.int(), elevated: z.int(), high: z.int() }),
});
export type ProfileDay = z.infer<typeof ProfileDay>;

export const ProfileFlag = z.object({
  severity: Severity,
  theme: z.string(),
  raised_at: Timestamp,
  last_at: Timestamp,
  expires_at: Timestamp,
  active: z.boolean(),
});

export const ProfileAlert = z.object({
  alert_id: z.uuid(),
  severity: Severity,
  theme: z.string(),
  source: z.string().nullable(),
  status: z.string(),
  opened_at: Timestamp,
});

export const Profile = z
  .object({
    uid: Uid,
    window: Window,
    from: Timestamp.nullable().meta({ description: 'Start of the window; null for `all`' }),
    to: Timestamp,
    items: z.int().min(0),
    first_seen: Timestamp.nullable(),
    last_seen: Timestamp.nullable(),
    days: z.array(ProfileDay),
    baseline: z
      .object({ baseline: z.number(), recent: z.number(), items: z.int(), updated_at: Timestamp })
      .nullable()
      .meta({ description: 'The current distress baseline (slow) and recent level (fast)' }),
    flags: z.array(ProfileFlag).meta({ description: 'Flags raised on this person, active or expired' }),
    alerts: z.array(ProfileAlert).meta({ description: 'Crisis alerts opened for this person’s messages' }),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

export const SignalsQuery = z.strictObject({
  from: Timestamp.optional(),
  to: Timestamp.optional(),
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(1_000).default(100),
});
export type SignalsQuery = z.infer<typeof SignalsQuery>;

export const PersonSignal = z.object({
  ts: Timestamp,
  received_at: Timestamp,
  source: z.string(),
  mood: z.string(),
  mood_confidence: z.number(),
  valence: z.int().min(-1).max(1),
  states: z.array(z.string()),
  topics: z.array(z.string()),
  distress: z.number(),
  risk_level: RiskLevel,
  crisis_theme: z.string().nullable(),
  lang: z.string(),
  model_version: z.string(),
});
export type PersonSignal = z.infer<typeof PersonSignal>;

export const SignalsPage = z
  .object({ uid: Uid, signals: z.array(PersonSignal), next_cursor: z.string().nullable() })
  .meta({ id: 'SignalsPage', description: 'Oldest first; no text and no keyphrases' });
export type SignalsPage = z.infer<typeof SignalsPage>;

export const UsersQuery = z.strictObject({
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(1_000).default(100),
});
export type UsersQuery = z.infer<typeof UsersQuery>;

export const UsersPage = z
  .object({
    users: z.array(z.object({ uid: Uid, last_active_at: Timestamp })),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'UsersPage', description: 'The uids seen, in uid order' });
export type UsersPage = z.infer<typeof UsersPage>;

export const AUDIT_ACTIONS = ['profile', 'signals', 'users'] as const;

export const AuditQuery = z.strictObject({
  uid: Uid.optional().meta({ description: 'Only the reads of this uid' }),
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(1_000).default(100),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  key_id: z.uuid(),
  uid_digest: z
    .string()
    .nullable()
    .meta({ description: 'Hex SHA-256 of `<org_id>:<uid>`; null for a read of the list of uids' }),
  action: z.enum(AUDIT_ACTIONS),
  params: z.record(z.string(), z.string()),
  at: Timestamp,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z
  .object({ entries: z.array(AuditEntry), next_cursor: z.string().nullable() })
  .meta({ id: 'AuditPage', description: 'Newest first' });
export type AuditPage = z.infer<typeof AuditPage>;

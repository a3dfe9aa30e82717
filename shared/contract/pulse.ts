import { z } from 'zod';
import { Layer, Timestamp, Trend, Window } from './common.js';

export const PulseQuery = z.strictObject({
  window: Window.optional(),
  layers: z
    .string()
    .optional()
    .meta({ description: 'Comma-separated layer names (moods,states,topics,actions) or `all`' }),
  anon_floor: z.coerce.number().int().min(10).max(1_000_000).optional(),
});
export type PulseQuery = z.infer<typeof PulseQuery>;

export const MoodEntry = z
  .object({ name: z.string(), pct: z.number(), count: z.int(), trend: Trend, delta: z.number() })
  .meta({ id: 'MoodEntry' });
export const StateEntry = z
  .object({ name: z.string(), pct: z.number(), trend: Trend, delta: z.number(), hot: z.boolean() })
  .meta({ id: 'StateEntry' });
export const TopicEntry = z
  .object({ name: z.string(), trend: Trend, delta: z.number(), hot: z.boolean() })
  .meta({ id: 'TopicEntry' });
export const ActionEntry = z
  .object({ priority: z.int(), label: z.string(), action: z.string() })
  .meta({ id: 'ActionEntry' });
export type MoodEntry = z.infer<typeof MoodEntry>;
export type StateEntry = z.infer<typeof StateEntry>;
export type TopicEntry = z.infer<typeof TopicEntry>;
export type ActionEntry = z.infer<typeof ActionEntry>;

export const PULSE_STATUSES = ['ok', 'below_floor', 'no_data'] as const;

export const PulsePayload = z
  .object({
    community_health_score: z
      .int()
      .min(0)
      .max(100)
      .nullable()
      .meta({ description: 'Null when the cohort is below the floor or there is no data to score' }),
    health_trend: Trend,
    moods: z.array(MoodEntry),
    states: z.array(StateEntry),
    topics: z.array(TopicEntry),
    actions: z.array(ActionEntry),
    generated_at: Timestamp.meta({ description: 'When the aggregation that produced this payload ran' }),
    window: Window,
    layers: z.array(Layer),
    anon_floor: z.int().meta({ description: 'The floor in force for this answer' }),
    status: z.enum(PULSE_STATUSES),
    stale: z.boolean().meta({ description: 'True when newer signals exist than the last aggregation saw' }),
    error: z.string().optional(),
  })
  .meta({ id: 'Pulse' });
export type PulsePayload = z.infer<typeof PulsePayload>;

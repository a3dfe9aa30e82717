import { z } from 'zod';
import { LAYERS, Layer, Timestamp, Trend, Window } from './common.js';

const LAYER_LIST = new RegExp(`^(?:all|(?:${LAYERS.join('|')})(?:,(?:${LAYERS.join('|')}))*)$`);

export const PulseQuery = z.strictObject({
  window: Window.optional(),
  layers: z
    .string()
    .regex(LAYER_LIST, `expected \`all\` or a comma-separated list of ${LAYERS.join(', ')}`)
    .optional()
    .meta({ description: 'Comma-separated layer names (moods,states,topics,actions) or `all`' }),
  anon_floor: z.coerce.number().int().min(10).max(1_000_000).optional().meta({
    description: 'The floor for this answer; the larger of it and the configured anon_floor applies',
  }),
});
export type PulseQuery = z.infer<typeof PulseQuery>;

export const MoodEntry = z
  .object({
    name: z.string(),
    pct: z.number().meta({ description: 'Share of the window’s items with this mood, in percent' }),
    count: z.int().meta({ description: 'Items with this mood' }),
    trend: Trend,
    delta: z.number().meta({ description: 'Change of `pct` against the previous window, percentage points' }),
  })
  .meta({ id: 'MoodEntry' });
export const StateEntry = z
  .object({
    name: z.string(),
    pct: z.number().meta({ description: 'Share of the cohort expressing this state, in percent' }),
    trend: Trend,
    delta: z.number().meta({ description: 'Change of `pct` against the previous window, percentage points' }),
    hot: z.boolean(),
  })
  .meta({ id: 'StateEntry' });
export const TopicEntry = z
  .object({
    name: z.string(),
    trend: Trend,
    delta: z
      .number()
      .meta({ description: 'Change of the share of the cohort raising it, percentage points' }),
    hot: z.boolean(),
    topic: z.string().optional().meta({
      description: 'For an emerging keyphrase: the taxonomy topic it falls under, when there is one',
    }),
  })
  .meta({ id: 'TopicEntry' });
export const ACTION_LAYERS = ['moods', 'states', 'topics', 'crisis'] as const;
export const ActionEntry = z
  .object({
    priority: z.int().min(1).meta({ description: 'Rank in the list: 1 is the most urgent' }),
    label: z.string(),
    action: z.string(),
    because: z
      .object({
        layer: z.enum(ACTION_LAYERS),
        name: z.string().meta({
          description:
            'The mood, state or topic (as the pulse names it; `emerging` for a new keyphrase outside the taxonomy), or the crisis theme',
        }),
      })
      .meta({ description: 'The signal the action answers' }),
  })
  .meta({ id: 'ActionEntry' });
export const Valence = z
  .object({
    positive: z.number().min(0).max(100),
    neutral: z.number().min(0).max(100),
    negative: z.number().min(0).max(100),
  })
  .meta({
    id: 'Valence',
    description:
      'Shares of the cohort’s distinct people whose messages are positive, neutral and negative on balance, in percent with one decimal, summing to 100',
  });
export type Valence = z.infer<typeof Valence>;
export type MoodEntry = z.infer<typeof MoodEntry>;
export type StateEntry = z.infer<typeof StateEntry>;
export type TopicEntry = z.infer<typeof TopicEntry>;
export type ActionEntry = z.infer<typeof ActionEntry>;

export const PULSE_STATUSES = ['ok', 'below_floor', 'no_data'] as const;
export type PulseStatus = (typeof PULSE_STATUSES)[number];

export const PulsePayload = z
  .object({
    community_health_score: z
      .int()
      .min(0)
      .max(100)
      .nullable()
      .meta({ description: 'Null when the cohort is below the floor or there is no data to score' }),
    health_trend: Trend,
    valence: Valence.nullable().meta({
      description: 'Null when the cohort is below the floor or there is no data',
    }),
    moods: z.array(MoodEntry),
    states: z.array(StateEntry),
    topics: z.array(TopicEntry),
    actions: z.array(ActionEntry),
    generated_at: Timestamp.meta({ description: 'When the aggregation that produced this payload ran' }),
    window: Window,
    layers: z.array(Layer).meta({ description: 'The layers this answer includes' }),
    anon_floor: z.int().meta({ description: 'The floor in force for this answer' }),
    status: z.enum(PULSE_STATUSES),
    stale: z.boolean().meta({
      description: 'True when signals exist that the last aggregation did not see, or its day is over',
    }),
    notice: z
      .string()
      .optional()
      .meta({ description: 'Why the layers are empty, when `status` is not `ok`' }),
    error: z.string().optional(),
  })
  .meta({ id: 'Pulse' });
export type PulsePayload = z.infer<typeof PulsePayload>;

export const AggregationRun = z
  .object({
    run_id: z.string(),
    trigger: z.string(),
    status: z.enum(['finished']),
    started_at: Timestamp,
    finished_at: Timestamp,
    duration_ms: z.int().min(0),
    days_rebuilt: z.int().min(0).meta({ description: 'UTC days whose rollups were rebuilt from signals' }),
  })
  .meta({ id: 'AggregationRun' });
export type AggregationRun = z.infer<typeof AggregationRun>;

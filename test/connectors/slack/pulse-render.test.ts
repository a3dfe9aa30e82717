import { describe, expect, it } from 'vitest';
import { pulseView } from '../../../connectors/core/pulse/pulse.js';
import { renderMessage } from '../../../connectors/slack/render/blocks.js';
import { slackMarkup } from '../../../connectors/slack/render/mrkdwn.js';
import { PulsePayload } from '../../../shared/contract/pulse.js';

/** Core's pulse view in Slack's mrkdwn, as Block Kit. */
const renderPulse = (payload: PulsePayload) => renderMessage(pulseView(slackMarkup, payload));

/** A payload as the service answers it, checked against the contract so the fixture cannot drift from it. */
const okPayload = PulsePayload.parse({
  community_health_score: 72,
  health_trend: 'up',
  valence: { positive: 41.2, neutral: 46.8, negative: 12 },
  moods: [
    { name: 'joy', pct: 41.2, count: 120, trend: 'up', delta: 3.14 },
    { name: 'sadness', pct: 12, count: 35, trend: 'down', delta: -2 },
    { name: 'neutral', pct: 46.8, count: 136, trend: 'flat', delta: 0 },
  ],
  states: [
    { name: 'stress', pct: 23, trend: 'up', delta: 5, hot: true },
    { name: 'belonging', pct: 31, trend: 'flat', delta: 0.2, hot: false },
  ],
  topics: [
    { name: 'workload', trend: 'up', delta: 4, hot: true },
    { name: 'tooling', trend: 'down', delta: -1.5, hot: false },
  ],
  actions: [
    {
      priority: 2,
      label: 'Share the roadmap',
      action: 'Post what is planned for the next sprint.',
      because: { layer: 'topics', name: 'workload' },
    },
    {
      priority: 1,
      label: 'Ease the workload',
      action: 'Ask team leads to review deadlines this week.',
      because: { layer: 'states', name: 'stress' },
    },
  ],
  generated_at: '2026-11-22T10:00:00.000Z',
  window: '30d',
  layers: ['moods', 'states', 'topics', 'actions'],
  anon_floor: 10,
  status: 'ok',
  stale: true,
});

const texts = (blocks: any[]) =>
  blocks.map((b) => b.text?.text ?? b.elements?.map((e: { text: string }) => e.text).join(' ') ?? '');

describe('the /pulse Block Kit', () => {
  it('should show health with its trend, moods as bars, states and topics with arrows and hot markers, and actions', () => {
    const { blocks, text } = renderPulse(okPayload);
    expect(blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'Community pulse · last 30 days', emoji: true },
    });
    const shown = texts(blocks);
    expect(shown[1]).toBe('*Health  72/100*  ↑ up');
    expect(shown[2]).toBe('People: 41% positive · 47% neutral · 12% negative');
    expect(shown).toContain(
      '*Moods*\n`████░░░░░░`  41%  joy  ↑ +3.1\n`█░░░░░░░░░`  12%  sadness  ↓ −2\n`█████░░░░░`  47%  neutral  → ±0',
    );
    expect(shown).toContain('*States*\n↑ *stress*  23%  +5  🔥\n→ *belonging*  31%  +0.2');
    expect(shown).toContain('*Topics*\n↑ workload  +4  🔥\n↓ tooling  −1.5');
    expect(shown).toContain(
      '*Suggested actions*\n1. *Ease the workload*: Ask team leads to review deadlines this week.\n2. *Share the roadmap*: Post what is planned for the next sprint.',
    );
    expect(shown.at(-1)).toMatch(/groups of at least 10 people.*updated <!date\^\d+\^.*still being counted/);
    expect(text).toMatch(/^Community pulse \(last 30 days\): Health {2}72\/100 {2}↑ up/);
  });

  it('should show only the layers the answer includes', () => {
    const moodsOnly = PulsePayload.parse({
      ...okPayload,
      layers: ['moods'],
      states: [],
      topics: [],
      actions: [],
    });
    const shown = texts(renderPulse(moodsOnly).blocks).join('\n');
    expect(shown).toContain('*Moods*');
    expect(shown).not.toMatch(/\*States\*|\*Topics\*|\*Suggested actions\*/);
  });

  it('should explain the floor when the cohort is too small, and say so when there is no data', () => {
    const below = renderPulse(
      PulsePayload.parse({
        ...okPayload,
        community_health_score: null,
        moods: [],
        states: [],
        topics: [],
        actions: [],
        anon_floor: 12,
        status: 'below_floor',
      }),
    );
    expect(texts(below.blocks)[1]).toMatch(/^:lock: Not enough people yet: .* at least 12 people/);
    const none = renderPulse(
      PulsePayload.parse({
        ...okPayload,
        community_health_score: null,
        moods: [],
        states: [],
        topics: [],
        actions: [],
        status: 'no_data',
        notice: 'Nothing was ingested in this window.',
      }),
    );
    expect(texts(none.blocks)).toEqual([
      'Community pulse · last 30 days',
      expect.stringMatching(/No messages have been analysed/),
      'Nothing was ingested in this window.',
    ]);
  });

  it('should escape mrkdwn in names and labels', () => {
    const hostile = PulsePayload.parse({
      ...okPayload,
      actions: [
        {
          priority: 1,
          label: '<!channel> now',
          action: 'a & b <@U1>',
          because: { layer: 'states', name: 'stress' },
        },
      ],
    });
    const shown = texts(renderPulse(hostile).blocks).join('\n');
    expect(shown).toContain('*&lt;!channel&gt; now*: a &amp; b &lt;@U1&gt;');
  });
});

import { describe, expect, it } from 'vitest';
import { crisisBannerView } from '../../../connectors/core/alerts/views.js';
import { pulseView } from '../../../connectors/core/pulse/pulse.js';
import { discordMarkup } from '../../../connectors/discord/render/markup.js';
import { type DiscordMessage, LIMITS, renderMessage } from '../../../connectors/discord/render/message.js';
import { MOODS, STATES } from '../../../service/analysis/signal.js';
import { PulsePayload } from '../../../shared/contract/pulse.js';

/** A pulse with every mood and state, many long topics and five long actions: the most the embed must hold. */
const largest = PulsePayload.parse({
  community_health_score: 38,
  health_trend: 'down',
  valence: { positive: 23.3, neutral: 40, negative: 36.7 },
  moods: MOODS.map((name, i) => ({ name, pct: 14.2 - i, count: 1000 + i, trend: 'up', delta: 12.5 })),
  states: STATES.map((name, i) => ({ name, pct: 40 - i, trend: 'up', delta: 9.9, hot: true })),
  topics: Array.from({ length: 40 }, (_, i) => ({
    name: `an emerging phrase that goes on and on, number ${i} of many`,
    trend: 'up',
    delta: 22.2,
    hot: true,
  })),
  actions: Array.from({ length: 5 }, (_, i) => ({
    priority: i + 1,
    label: `A suggested action with a long label ${i}`.padEnd(120, '.'),
    action: 'Start a low-pressure check-in thread and say what will change; '.repeat(12),
    because: { layer: 'states', name: 'stress' },
  })),
  generated_at: '2026-11-22T10:00:00.000Z',
  window: 'all',
  layers: ['moods', 'states', 'topics', 'actions'],
  anon_floor: 10,
  status: 'ok',
  stale: true,
});

function withinLimits(message: DiscordMessage) {
  expect(message.embeds).toHaveLength(1);
  const [embed] = message.embeds;
  const fields = embed!.fields ?? [];
  expect(message.content.length).toBeLessThanOrEqual(LIMITS.content);
  expect(embed!.title?.length ?? 0).toBeLessThanOrEqual(LIMITS.title);
  expect(embed!.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.description);
  expect(fields.length).toBeLessThanOrEqual(LIMITS.fields);
  for (const field of fields) {
    expect(field.name.length).toBeGreaterThan(0);
    expect(field.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
    expect(field.value.length).toBeGreaterThan(0);
    expect(field.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
  }
  const total =
    (embed!.title?.length ?? 0) +
    (embed!.description?.length ?? 0) +
    fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
  expect(total).toBeLessThanOrEqual(LIMITS.embedTotal);
}

describe('Discord rendering', () => {
  it("should keep the largest pulse within Discord's embed limits", () => {
    const message = renderMessage(pulseView(discordMarkup, largest));
    withinLimits(message);
    expect(message.embeds[0]!.description!.length).toBeGreaterThan(3000);
  });

  it('should show the pulse with bars, trend arrows, hot markers, actions and the floor note', () => {
    const ok = PulsePayload.parse({
      ...largest,
      moods: largest.moods.slice(0, 2),
      topics: largest.topics.slice(0, 1),
      actions: largest.actions.slice(0, 1),
    });
    const [embed] = renderMessage(pulseView(discordMarkup, ok)).embeds;
    expect(embed!.title).toBe('Community pulse · all time');
    const text = embed!.description!;
    expect(text).toMatch(/\*\*Health {2}38\/100\*\* {2}↓ down/);
    expect(text).toContain('People: 23% positive · 40% neutral · 37% negative');
    expect(text).toMatch(/`█+░*` +14% {2}anger {2}↑ \+12\.5/);
    expect(text).toMatch(/↑ \*\*stress\*\* {2}40% {2}\+9\.9 {2}🔥/);
    expect(text).toContain('1. **A suggested action with a long label 0');
    expect(text).toMatch(/-# Anonymised: shown only for groups of at least 10 people · updated <t:\d+:f>/);
  });

  it('should notify only the role a banner names, in the content, and escape what the service wrote', () => {
    const view = crisisBannerView(
      discordMarkup,
      {
        id: '8d1c3f7e-6a0b-4f2e-9c1d-2b3a4c5d6e7f',
        platform: 'discord',
        workspaceId: '1200000000000000001',
        alertId: 'a1',
        theme: 'self_harm',
        count: 1,
        delta: 0,
        recommendedAction: 'Reach out *now* to @everyone involved',
        source: 'discord:1200000000000000001:1300000000000000001',
        raisedAt: new Date('2026-11-22T10:00:00Z'),
        channelId: null,
        messageRef: null,
        version: 1,
        renderedVersion: 0,
        acknowledgedBy: null,
        acknowledgedAt: null,
        status: 'open',
        statusBy: null,
        statusAt: null,
      } as never,
      {
        platform: 'discord',
        notify: { kind: 'role', id: '1500000000000000001' },
        support: { text: null, links: [] },
      },
    );
    const message = renderMessage(view);
    withinLimits(message);
    expect(message.content).toBe('<@&1500000000000000001>');
    expect(message.allowed_mentions).toEqual({ parse: [], roles: ['1500000000000000001'], users: [] });
    expect(message.embeds[0]!.fields!.at(-1)!.value).toBe(
      '**Recommended action**\nReach out \\*now\\* to @\u200beveryone involved',
    );
    expect(message.components[0]!.components.map((b) => [b.label, b.custom_id])).toEqual([
      ['Acknowledge', 'affective_acknowledge:8d1c3f7e-6a0b-4f2e-9c1d-2b3a4c5d6e7f'],
      ['Resolve', 'affective_resolve:8d1c3f7e-6a0b-4f2e-9c1d-2b3a4c5d6e7f'],
      ['False alarm', 'affective_false_alarm:8d1c3f7e-6a0b-4f2e-9c1d-2b3a4c5d6e7f'],
    ]);
  });

  it('should notify @here only through Mention Everyone in allowed_mentions', () => {
    const message = renderMessage({
      text: '@here Someone may be in crisis',
      blocks: [{ kind: 'text', text: 'x' }],
    });
    expect(message.content).toBe('@here');
    expect(message.allowed_mentions).toEqual({ parse: ['everyone'], roles: [], users: [] });
    expect(renderMessage({ text: 'Plain', blocks: [] }).allowed_mentions).toEqual({
      parse: [],
      roles: [],
      users: [],
    });
  });
});

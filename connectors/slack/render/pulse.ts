import type { Window } from '../../../shared/contract/common.js';
import type { PulsePayload } from '../../../shared/contract/pulse.js';
import { signedDelta, TREND_ARROWS, WINDOW_NAMES } from '../../core/pulse-command.js';
import {
  context,
  divider,
  escapeText,
  header,
  humanise,
  type SlackMessage,
  section,
  slackDate,
} from './mrkdwn.js';

const BAR_CELLS = 10;
const MAX_ROWS = 8;
const HOT = '🔥';

function bar(pct: number): string {
  const filled = Math.max(0, Math.min(BAR_CELLS, Math.round(pct / (100 / BAR_CELLS))));
  return `\`${'█'.repeat(filled)}${'░'.repeat(BAR_CELLS - filled)}\``;
}

function percent(pct: number): string {
  return `${Math.round(pct)}%`.padStart(4, ' ');
}

function title(window: Window): string {
  return `Community pulse · ${WINDOW_NAMES[window]}`;
}

function healthLine(payload: PulsePayload): string {
  const score = payload.community_health_score;
  const trend = `${TREND_ARROWS[payload.health_trend]} ${payload.health_trend}`;
  return score === null ? `*Health* — · ${trend}` : `*Health  ${score}/100*  ${trend}`;
}

/** The pulse as Block Kit: health, moods as bars, states and topics with trend arrows and hot markers, actions. */
export function renderPulse(payload: PulsePayload): SlackMessage {
  if (payload.status === 'below_floor') return renderBelowFloor(payload.window, payload.anon_floor);
  if (payload.status === 'no_data') return renderNoData(payload.window, payload.notice);
  const blocks = [header(title(payload.window)), section(healthLine(payload))];
  const lines: string[] = [
    `Community pulse (${WINDOW_NAMES[payload.window]}): ${healthLine(payload).replace(/\*/g, '')}`,
  ];

  if (payload.layers.includes('moods') && payload.moods.length) {
    const rows = payload.moods
      .slice(0, MAX_ROWS)
      .map(
        (m) =>
          `${bar(m.pct)} ${percent(m.pct)}  ${humanise(m.name)}  ${TREND_ARROWS[m.trend]} ${signedDelta(m.delta)}`,
      );
    blocks.push(divider, section(`*Moods*\n${rows.join('\n')}`));
    lines.push(`Moods: ${payload.moods.map((m) => `${m.name} ${Math.round(m.pct)}%`).join(', ')}`);
  }
  if (payload.layers.includes('states') && payload.states.length) {
    const rows = payload.states
      .slice(0, MAX_ROWS)
      .map(
        (s) =>
          `${TREND_ARROWS[s.trend]} *${humanise(s.name)}*  ${Math.round(s.pct)}%  ${signedDelta(s.delta)}${s.hot ? `  ${HOT}` : ''}`,
      );
    blocks.push(section(`*States*\n${rows.join('\n')}`));
  }
  if (payload.layers.includes('topics') && payload.topics.length) {
    const rows = payload.topics
      .slice(0, MAX_ROWS)
      .map(
        (t) =>
          `${TREND_ARROWS[t.trend]} ${humanise(t.name)}  ${signedDelta(t.delta)}${t.hot ? `  ${HOT}` : ''}`,
      );
    blocks.push(section(`*Topics*\n${rows.join('\n')}`));
  }
  if (payload.layers.includes('actions') && payload.actions.length) {
    const rows = [...payload.actions]
      .sort((a, b) => a.priority - b.priority)
      .slice(0, 5)
      .map((a, i) => `${i + 1}. *${escapeText(a.label)}*: ${escapeText(a.action)}`);
    blocks.push(divider, section(`*Suggested actions*\n${rows.join('\n')}`));
  }
  const notes = [
    `Anonymised: nothing resting on fewer than ${payload.anon_floor} people is shown`,
    `updated ${slackDate(new Date(payload.generated_at))}`,
  ];
  if (payload.stale) notes.push('newer messages are still being counted');
  blocks.push(context(notes.join(' · ')));
  return { text: lines.join('\n'), blocks };
}

export function renderBelowFloor(window: Window, floor: number): SlackMessage {
  const text = `Not enough people yet: the pulse appears once at least ${floor} people have taken part in this window, so nobody can be singled out.`;
  return {
    text,
    blocks: [
      header(title(window)),
      section(`:lock: ${text}`),
      context('Try a longer window, such as `/pulse 60d`.'),
    ],
  };
}

export function renderNoData(window: Window, notice?: string): SlackMessage {
  const text =
    'No messages have been analysed in this window yet. Check back once people have been talking for a while.';
  const blocks = [header(title(window)), section(`:hourglass_flowing_sand: ${text}`)];
  if (notice) blocks.push(context(escapeText(notice)));
  return { text, blocks };
}

export function renderWindowRestricted(window: Window): SlackMessage {
  const text = `The ${WINDOW_NAMES[window]} window (${window}) is not part of your Affective plan.`;
  return {
    text,
    blocks: [
      header(title(window)),
      section(`:no_entry_sign: ${escapeText(text)} Try \`/pulse 7d\` or \`/pulse 30d\`.`),
    ],
  };
}

/** The connection error state: the service is unreachable, or answered with an error. */
export function renderUnavailable(reason: string): SlackMessage {
  const text =
    "Affective can't be reached right now, so the pulse can't be shown. Try again in a few minutes.";
  return {
    text,
    blocks: [
      header('Community pulse'),
      section(`:warning: ${text}`),
      context(`Reason: ${escapeText(reason)}`),
    ],
  };
}

export function renderPulseUsage(given: string): SlackMessage {
  const text = `\`${escapeText(given)}\` is not a window. Use \`/pulse\` with 7d, 30d, 60d or all (30d when left out).`;
  return { text, blocks: [section(text)] };
}

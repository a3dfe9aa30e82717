import { AffectiveApiError, type AffectiveClient } from '../../../shared/client/index.js';
import { WINDOWS, type Window } from '../../../shared/contract/common.js';
import type { PulsePayload } from '../../../shared/contract/pulse.js';
import { humanise } from '../alerts/views.js';
import type { Markup } from '../platform.js';
import type { MessageView, ViewBlock } from '../view.js';

export const DEFAULT_WINDOW: Window = '30d';

const WINDOW_NAMES: Record<Window, string> = {
  '7d': 'last 7 days',
  '30d': 'last 30 days',
  '60d': 'last 60 days',
  all: 'all time',
};

const ARROWS = { up: '↑', flat: '→', down: '↓' } as const;
const BAR_CELLS = 10;
const MAX_ROWS = 8;
const HOT = '🔥';

/** The window asked for (the default when none was), or null for something that is not a window. */
export function parseWindow(argument: string): Window | null {
  const given = argument.trim().toLowerCase();
  if (!given) return DEFAULT_WINDOW;
  return WINDOWS.includes(given as Window) ? (given as Window) : null;
}

function bar(markup: Markup, pct: number): string {
  const filled = Math.max(0, Math.min(BAR_CELLS, Math.round(pct / (100 / BAR_CELLS))));
  return markup.code(`${'█'.repeat(filled)}${'░'.repeat(BAR_CELLS - filled)}`);
}

function signed(delta: number): string {
  const rounded = Math.round(delta * 10) / 10;
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${Math.abs(rounded)}` : '±0';
}

function percent(pct: number): string {
  return `${Math.round(pct)}%`.padStart(4, ' ');
}

function title(window: Window): string {
  return `Community pulse · ${WINDOW_NAMES[window]}`;
}

function healthLine(markup: Markup, payload: PulsePayload): string {
  const score = payload.community_health_score;
  const trend = `${ARROWS[payload.health_trend]} ${payload.health_trend}`;
  return score === null
    ? `${markup.bold('Health')} — · ${trend}`
    : `${markup.bold(`Health  ${score}/100`)}  ${trend}`;
}

function plainHealthLine(payload: PulsePayload): string {
  const score = payload.community_health_score;
  const trend = `${ARROWS[payload.health_trend]} ${payload.health_trend}`;
  return score === null ? `Health — · ${trend}` : `Health  ${score}/100  ${trend}`;
}

/** The shares of people whose messages read positive, neutral and negative on the whole. */
function valenceLine(valence: NonNullable<PulsePayload['valence']>): string {
  return `People: ${Math.round(valence.positive)}% positive · ${Math.round(valence.neutral)}% neutral · ${Math.round(valence.negative)}% negative`;
}

/** The pulse: health, the valence of people, moods as bars, states and topics with trend arrows and hot markers, suggested actions. */
export function pulseView(markup: Markup, payload: PulsePayload, commandName = '/pulse'): MessageView {
  if (payload.status === 'below_floor')
    return belowFloorView(markup, payload.window, payload.anon_floor, commandName);
  if (payload.status === 'no_data') return noDataView(markup, payload.window, payload.notice);
  const blocks: ViewBlock[] = [{ kind: 'text', text: healthLine(markup, payload) }];
  const lines: string[] = [`Community pulse (${WINDOW_NAMES[payload.window]}): ${plainHealthLine(payload)}`];
  if (payload.valence) {
    blocks.push({ kind: 'text', text: valenceLine(payload.valence) });
    lines.push(valenceLine(payload.valence));
  }
  const section = (name: string, rows: string[]) => `${markup.bold(name)}\n${rows.join('\n')}`;

  if (payload.layers.includes('moods') && payload.moods.length) {
    const rows = payload.moods
      .slice(0, MAX_ROWS)
      .map(
        (m) =>
          `${bar(markup, m.pct)} ${percent(m.pct)}  ${humanise(markup, m.name)}  ${ARROWS[m.trend]} ${signed(m.delta)}`,
      );
    blocks.push({ kind: 'divider' }, { kind: 'text', text: section('Moods', rows) });
    lines.push(`Moods: ${payload.moods.map((m) => `${m.name} ${Math.round(m.pct)}%`).join(', ')}`);
  }
  if (payload.layers.includes('states') && payload.states.length) {
    const rows = payload.states
      .slice(0, MAX_ROWS)
      .map(
        (s) =>
          `${ARROWS[s.trend]} ${markup.bold(humanise(markup, s.name))}  ${Math.round(s.pct)}%  ${signed(s.delta)}${s.hot ? `  ${HOT}` : ''}`,
      );
    blocks.push({ kind: 'text', text: section('States', rows) });
  }
  if (payload.layers.includes('topics') && payload.topics.length) {
    const rows = payload.topics
      .slice(0, MAX_ROWS)
      .map(
        (t) => `${ARROWS[t.trend]} ${humanise(markup, t.name)}  ${signed(t.delta)}${t.hot ? `  ${HOT}` : ''}`,
      );
    blocks.push({ kind: 'text', text: section('Topics', rows) });
  }
  if (payload.layers.includes('actions') && payload.actions.length) {
    const rows = [...payload.actions]
      .sort((a, b) => a.priority - b.priority)
      .slice(0, 5)
      .map((a, i) => `${i + 1}. ${markup.bold(markup.escape(a.label))}: ${markup.escape(a.action)}`);
    blocks.push({ kind: 'divider' }, { kind: 'text', text: section('Suggested actions', rows) });
  }
  const notes = [
    `Anonymised: shown only for groups of at least ${payload.anon_floor} people`,
    `updated ${markup.date(new Date(payload.generated_at))}`,
  ];
  if (payload.stale) notes.push('newer messages are still being counted');
  blocks.push({ kind: 'note', text: notes.join(' · ') });
  return { text: lines.join('\n'), title: title(payload.window), blocks };
}

export function belowFloorView(
  markup: Markup,
  window: Window,
  floor: number,
  commandName = '/pulse',
): MessageView {
  const text = `Not enough people yet: the pulse appears once at least ${floor} people have taken part in this window, so nobody can be singled out.`;
  return {
    text,
    title: title(window),
    blocks: [
      { kind: 'text', text: `${markup.emoji('lock')} ${text}` },
      { kind: 'note', text: `Try a longer window, such as ${markup.code(`${commandName} 60d`)}.` },
    ],
  };
}

export function noDataView(markup: Markup, window: Window, notice?: string): MessageView {
  const text =
    'No messages have been analysed in this window yet. Check back once people have been talking for a while.';
  const blocks: ViewBlock[] = [{ kind: 'text', text: `${markup.emoji('hourglass_flowing_sand')} ${text}` }];
  if (notice) blocks.push({ kind: 'note', text: markup.escape(notice) });
  return { text, title: title(window), blocks };
}

export function windowRestrictedView(markup: Markup, window: Window, commandName = '/pulse'): MessageView {
  const text = `The ${WINDOW_NAMES[window]} window (${window}) is not part of your Affective plan.`;
  return {
    text,
    title: title(window),
    blocks: [
      {
        kind: 'text',
        text: `${markup.emoji('no_entry_sign')} ${markup.escape(text)} Try ${markup.code(`${commandName} 7d`)} or ${markup.code(`${commandName} 30d`)}.`,
      },
    ],
  };
}

/** The connection error state: the service is unreachable, or answered with an error. */
export function unavailableView(markup: Markup, reason: string): MessageView {
  const text =
    "Affective can't be reached right now, so the pulse can't be shown. Try again in a few minutes.";
  return {
    text,
    title: 'Community pulse',
    blocks: [
      { kind: 'text', text: `${markup.emoji('warning')} ${text}` },
      { kind: 'note', text: `Reason: ${markup.escape(reason)}` },
    ],
  };
}

export function pulseUsageView(markup: Markup, given: string, commandName = '/pulse'): MessageView {
  const text = `${markup.code(markup.escape(given))} is not a window. Use ${markup.code(commandName)} with 7d, 30d, 60d or all (30d when left out).`;
  return { text, blocks: [{ kind: 'text', text }] };
}

/**
 * The pulse for the window asked for, as the caller will see it. Never throws for the service's answers:
 * refusals and outages have a message too.
 */
export async function pulseMessage(
  service: Pick<AffectiveClient, 'pulse'>,
  markup: Markup,
  argument: string,
  commandName = '/pulse',
): Promise<MessageView> {
  const window = parseWindow(argument);
  if (!window) return pulseUsageView(markup, argument.trim().toLowerCase(), commandName);
  try {
    const payload = await service.pulse({ window, layers: 'all' });
    if (payload.error) return unavailableView(markup, payload.error);
    return pulseView(markup, payload, commandName);
  } catch (err) {
    if (!(err instanceof AffectiveApiError)) throw err;
    if (err.code === 'tier_restricted') return windowRestrictedView(markup, window, commandName);
    if (err.status === 401 || err.status === 403) {
      return unavailableView(markup, `the service refused this connector's API key (${err.code})`);
    }
    return unavailableView(markup, err.retryable ? `the service is unavailable (${err.code})` : err.message);
  }
}

import type { Window } from '../../../shared/contract/common.js';
import type { PulsePayload } from '../../../shared/contract/pulse.js';
import type { PulseOutcome } from '../../core/pulse-command.js';
import { signedDelta, TREND_ARROWS, WINDOW_NAMES } from '../../core/pulse-command.js';
import {
  type AdaptiveCard,
  type CardElement,
  card,
  facts,
  heading,
  humanise,
  note,
  plain,
  section,
  text,
  when,
} from './cards.js';

const MAX_ROWS = 8;
const HOT = ' 🔥';

const title = (window: Window) => `Community pulse · ${WINDOW_NAMES[window]}`;

function pulseBody(payload: PulsePayload): CardElement[] {
  const score = payload.community_health_score;
  const trend = `${TREND_ARROWS[payload.health_trend]} ${payload.health_trend}`;
  const body: CardElement[] = [
    heading(title(payload.window)),
    text(score === null ? `**Health** — · ${trend}` : `**Health ${score}/100** ${trend}`),
  ];
  if (payload.layers.includes('moods') && payload.moods.length) {
    body.push(
      ...section('Moods', [
        facts(
          payload.moods
            .slice(0, MAX_ROWS)
            .map((m) => [
              humanise(m.name),
              `${Math.round(m.pct)}% ${TREND_ARROWS[m.trend]} ${signedDelta(m.delta)}`,
            ]),
        ),
      ]),
    );
  }
  if (payload.layers.includes('states') && payload.states.length) {
    body.push(
      ...section('States', [
        facts(
          payload.states
            .slice(0, MAX_ROWS)
            .map((s) => [
              humanise(s.name),
              `${Math.round(s.pct)}% ${TREND_ARROWS[s.trend]} ${signedDelta(s.delta)}${s.hot ? HOT : ''}`,
            ]),
        ),
      ]),
    );
  }
  if (payload.layers.includes('topics') && payload.topics.length) {
    body.push(
      ...section('Topics', [
        facts(
          payload.topics
            .slice(0, MAX_ROWS)
            .map((t) => [
              humanise(t.name),
              `${TREND_ARROWS[t.trend]} ${signedDelta(t.delta)}${t.hot ? HOT : ''}`,
            ]),
        ),
      ]),
    );
  }
  if (payload.layers.includes('actions') && payload.actions.length) {
    const rows = [...payload.actions]
      .sort((a, b) => a.priority - b.priority)
      .slice(0, 5)
      .map((a, i) => text(`${i + 1}. **${plain(a.label)}**: ${plain(a.action)}`));
    body.push(...section('Suggested actions', rows));
  }
  const notes = [
    `Anonymised: nothing resting on fewer than ${payload.anon_floor} people is shown`,
    `updated ${when(new Date(payload.generated_at))}`,
  ];
  if (payload.stale) notes.push('newer messages are still being counted');
  body.push(note(notes.join(' · ')));
  return body;
}

/** The pulse, or why it cannot be shown, as an Adaptive Card. */
export function renderPulseOutcome(outcome: PulseOutcome): AdaptiveCard {
  switch (outcome.kind) {
    case 'usage':
      return card([
        text(
          `"${plain(outcome.given)}" is not a window. Ask for **pulse** with 7d, 30d, 60d or all (30d when left out).`,
        ),
      ]);
    case 'restricted':
      return card([
        heading(title(outcome.window)),
        text(
          `🚫 The ${WINDOW_NAMES[outcome.window]} window (${outcome.window}) is not part of your Affective plan. Try **pulse 7d** or **pulse 30d**.`,
        ),
      ]);
    case 'unavailable':
      return card([
        heading('Community pulse'),
        text(
          "⚠️ Affective can't be reached right now, so the pulse can't be shown. Try again in a few minutes.",
        ),
        note(`Reason: ${plain(outcome.reason)}`),
      ]);
    case 'pulse': {
      const { payload } = outcome;
      if (payload.status === 'below_floor') {
        return card([
          heading(title(payload.window)),
          text(
            `🔒 Not enough people yet: the pulse appears once at least ${payload.anon_floor} people have taken part in this window, so nobody can be singled out.`,
          ),
          note('Try a longer window, such as pulse 60d.'),
        ]);
      }
      if (payload.status === 'no_data') {
        return card([
          heading(title(payload.window)),
          text(
            '⏳ No messages have been analysed in this window yet. Check back once people have been talking for a while.',
          ),
          ...(payload.notice ? [note(plain(payload.notice))] : []),
        ]);
      }
      return card(pulseBody(payload), { msteams: { width: 'Full' } });
    }
  }
}

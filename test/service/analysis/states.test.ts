import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { STATES } from '../../../service/analysis/signal.js';
import { STATE_DEFINITIONS } from '../../../service/analysis/states/vocabulary.js';

const states = (text: string) => analyse(text).states;

describe('states', () => {
  it('defines every state', () => {
    for (const s of STATES) expect(STATE_DEFINITIONS[s].length).toBeGreaterThan(20);
  });

  it.each([
    ["I'm so stressed about the release, I can't sleep", 'stress'],
    ['I feel anxious about the review tomorrow', 'anxiety'],
    ["I'm completely burned out, running on empty", 'burnout'],
    ['I feel so lonely since we went remote, no one to talk to', 'loneliness'],
    ['So frustrated, the build keeps breaking', 'frustration'],
    ["I'm overwhelmed, there is too much on my plate", 'overwhelm'],
    ["Honestly I don't care anymore, it's just a paycheck", 'disengagement'],
    ['They argued again and he yelled at me in the meeting', 'conflict'],
    ["It's hopeless, nothing will change here", 'hopelessness'],
    ["I'm excited about the new project, can't wait to start", 'engagement'],
    ['I feel welcome here, like part of the team', 'belonging'],
    ['Thank you so much for the help yesterday!', 'gratitude'],
  ])('finds %j → %s', (text, state) => {
    expect(states(text)).toContain(state);
  });

  it('respects negation', () => {
    expect(states("I'm not stressed at all, the week went fine")).not.toContain('stress');
    expect(states('I never feel lonely here')).not.toContain('loneliness');
  });

  it('returns states in vocabulary order without duplicates', () => {
    const found = states("I'm stressed and overwhelmed and so anxious, thanks for asking");
    expect(found).toEqual(STATES.filter((s) => found.includes(s)));
  });
});

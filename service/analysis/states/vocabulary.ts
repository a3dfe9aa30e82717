import type { State } from '../signal.js';

/** What each state means, for the people who act on it. README.md carries the same text. */
export const STATE_DEFINITIONS: Record<State, string> = {
  stress:
    'The author is under pressure or strain: worry, tension and negative affect about their own situation.',
  anxiety: 'The author is worried, nervous or afraid about what may happen.',
  burnout: 'Lasting exhaustion from work or effort: drained, worn out, running on empty.',
  loneliness: 'The author feels alone, isolated, left out or without anyone to turn to.',
  frustration: 'Irritation at obstacles, repeated problems or being blocked.',
  overwhelm: 'More is being asked than the author can handle: too much at once, drowning, swamped.',
  disengagement:
    'Withdrawal of interest or effort: not caring any more, no motivation, going through the motions.',
  conflict: 'Friction between people: arguments, blame, hostility, disrespect.',
  hopelessness: 'The author sees no way for things to get better.',
  engagement: 'Energy and interest in the work or community: excited, motivated, enjoying it.',
  belonging: 'The author feels part of the group: included, welcomed, supported.',
  gratitude: 'Thanks or appreciation expressed to or about others.',
};

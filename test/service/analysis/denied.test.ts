import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { withStrainDeniedPlain } from '../../../service/analysis/text/denied.js';

describe('a strain the writer denies', () => {
  it.each([
    ["I'm not worried about the launch", 'fear at 0.70 with stress and anxiety, distress 5.6'],
    ["I'm not stressed and I feel fine", 'sadness with stress at distress 6.8'],
    ['not stressed, just busy', 'neutral at −0.14'],
    ["I don't feel burnt out at all", 'anger with frustration at −0.29'],
  ])(
    'reads %j as no strain: no strain state, distress below stress, valence not negative (before: %s)',
    (text) => {
      const signal = analyse(text);
      expect(signal.states.filter((s) => !['engagement', 'belonging', 'gratitude'].includes(s))).toEqual([]);
      expect(signal.distress).toBeLessThan(5);
      expect(signal.valence).toBeGreaterThanOrEqual(0);
      expect(['fear', 'sadness', 'anger']).not.toContain(signal.mood);
    },
  );

  it('reads "you\'re not alone in this" as support, not anger', () => {
    expect(analyse("you're not alone in this").mood).not.toBe('anger');
  });

  it.each([
    ["I'm not worried about the launch", "I'm calm about the launch"],
    ['I am not really that worried tbh', 'I am calm tbh'],
    ["I don't feel lonely at all here", 'I feel supported here'],
    ["she isn't nervous anymore", 'she is calm'],
    ['not stressed, just busy', 'calm, just busy'],
    ['Not worried at all. We got this', 'calm. We got this'],
    ["I'm not mad, just disappointed", "I'm okay, just disappointed"],
    ["I didn't get upset this time", 'I stayed okay this time'],
    ["I'm no longer stressed since we hired two more people", "I'm calm since we hired two more people"],
    ["honestly not even mad, it's fine", "honestly okay, it's fine"],
    ["don't be sad, we'll get them next time", "cheer up, we'll get them next time"],
    ["don't be nervous, you'll do great", "no need to worry, you'll do great"],
  ])('lets the readers see %j as %j', (text, plain) => {
    expect(withStrainDeniedPlain(text)).toBe(plain);
  });

  it.each([
    ["Aren't you worried about the layoffs?", 'a question says the worry'],
    ["I wouldn't be so stressed if they planned better", 'a condition'],
    ["I'm NOT stressed enough to quit", 'a measure'],
    ['try not to get stressed', 'advice'],
    ['please don’t get mad at me', 'a request'],
    ["I wish I wasn't depressed", 'a wish'],
    ["I'm not just stressed, I'm burnt out", 'adds to it'],
    ["I'm not sad, I'm furious", 'something worse after'],
    ["I'm not afraid to love, I'm afraid of not being loved back.", 'a contrast'],
    ['I have not stressed enough how much this matters', 'no state verb'],
    ["I wasn't worried until I saw the numbers", 'worried since'],
    ["don't be mad at me", 'a plea'],
  ])('leaves %j as written (%s)', (text) => {
    expect(withStrainDeniedPlain(text)).toBe(text);
  });

  it('keeps reading a strain said after the denial', () => {
    expect(analyse("I'm not afraid to love, I'm afraid of not being loved back.").mood).toBe('fear');
  });
});

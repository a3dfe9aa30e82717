import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { detectCrisis } from '../../../service/analysis/distress/crisis.js';
import { normalise } from '../../../service/analysis/text/phrases.js';

const crisis = (text: string) => detectCrisis(normalise(text));

describe('crisis language', () => {
  it.each([
    ['I want to kill myself', 'suicidal_ideation'],
    ["I don't want to live anymore", 'suicidal_ideation'],
    ['I have been cutting myself again', 'self_harm'],
    ["I'm going to kill my manager tomorrow", 'harm_to_others'],
    ['my dad hits me when he is drunk', 'abuse_disclosure'],
    ['my manager has been sexually harassing me for months', 'abuse_disclosure'],
    ['I was raped last year and never told anyone', 'abuse_disclosure'],
    ['I will bring a gun to work tomorrow', 'harm_to_others'],
    ['I want to overdose on my pills tonight', 'suicidal_ideation'],
    ['everyone would be better off without me', 'suicidal_ideation'],
    ["I'd rather not wake up tomorrow", 'suicidal_ideation'],
    ['I keep thinking about killing myself', 'suicidal_ideation'],
    ['how many sleeping pills does it take to die', 'suicidal_ideation'],
    ["I'm trying so hard not to kill myself", 'suicidal_ideation'],
    ['I have the urge to hurt myself again', 'self_harm'],
    ["I'm done with life.", 'suicidal_ideation'],
  ])('flags %j as %s', (text, theme) => {
    expect(crisis(text)).toMatchObject({ crisis: true, theme });
  });

  it.each([
    "I'm dying to see it",
    'you are killing it today!',
    'I could kill for a coffee',
    'this commute is killing me',
    "I'm not suicidal, just tired",
    "I would never hurt myself, don't worry",
    'She said she wants to kill herself',
    'The song goes "I want to die" and it is catchy',
    'my friend told me he was suicidal last year',
    "I don't want to live in this city anymore",
    'That is a face I do not want to wake up to',
    'stop living in your world of fantasy',
    'hi, want to grab lunch?',
    "I'm gonna kill him lol he ate my fries",
    'they beat me to it',
  ])('does not flag %j', (text) => {
    expect(crisis(text).crisis).toBe(false);
  });

  // Workplace chat is full of farewells and hyperbole; a crisis banner pings a whole moderators' channel.
  it.each([
    'Today is my last day at Acme, goodbye everyone and thanks for everything!',
    'Goodbye everyone, see you next week!',
    'I ran 5 kms before work',
    'we need to pull the trigger on the migration',
    'I left a note on your desk',
    'will the server survive until tomorrow?',
    'I took 2 pills for my headache',
    'Reminder: suicide prevention training on Tuesday',
    "I'm killing myself laughing at this thread",
    "I can't take it anymore, the build broke again",
    'I shot myself in the foot with that refactor',
    'this meeting made me lose the will to live',
    "if you put a gun to my head I'd pick Python",
    "I'm thinking of jumping ship to another team",
    'I could kill myself for forgetting the standup',
    'we went jumping off the cliff into the lake, best summer ever',
    "I won't last much longer without coffee",
    'I have a lethal dose of deadlines this week',
    "I'm done with life admin for today, taxes filed",
    'I want to sleep forever this weekend',
    "I'd rather die than sit through another one of those meetings",
  ])('does not flag the workplace farewell or hyperbole %j', (text) => {
    expect(analyse(text).crisis).toBe(false);
  });

  // Dying and killing in a game are play, unless the sentence is about the author's own life.
  it.each([
    "what's the most painless way to die in minecraft",
    'best way to kill myself in Fortnite so I respawn faster',
    "I'm going to kill them all in this game",
  ])('does not flag death in a game %j, but counts it as weak evidence', (text) => {
    const signal = analyse(text);
    expect(signal.crisis).toBe(false);
    expect(signal.distress).toBeGreaterThan(
      analyse('what is the fastest way to travel in minecraft').distress,
    );
  });

  it.each([
    'I play minecraft all day but I want a painless way to die',
    'I want to kill myself. Minecraft is the only thing keeping me going',
    'I want to kill myself in real life, not in minecraft',
    'I keep thinking about killing myself while playing the game',
  ])('still flags %j', (text) => {
    expect(analyse(text).crisis).toBe(true);
  });

  it('puts distress at 9 or more, and mood away from joy, when crisis is flagged', () => {
    const s = analyse('I just want to end my life, I am done');
    expect(s.crisis).toBe(true);
    expect(s.crisis_theme).toBe('suicidal_ideation');
    expect(s.distress).toBeGreaterThanOrEqual(9);
    expect(s.mood).not.toBe('joy');
  });

  it('gives no crisis and no theme to ordinary text', () => {
    const s = analyse('Lunch was great, the new place downstairs is fantastic');
    expect(s.crisis).toBe(false);
    expect(s.crisis_theme).toBeNull();
    expect(s.distress).toBeLessThan(9);
  });
});

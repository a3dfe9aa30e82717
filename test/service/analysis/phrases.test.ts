import { describe, expect, it } from 'vitest';
import { CueBook, normalise } from '../../../service/analysis/text/phrases.js';

const scan = (cues: string[], text: string) =>
  (new CueBook([['cue', cues]]).scan(normalise(text)).get('cue') ?? []).map((h) => h.text);

describe('CueBook', () => {
  it('finds a cue whose last word goes on in the text after an apostrophe', () => {
    expect(scan(['afraid (?:of|that|i)'], "I'm afraid I'll be late")).toEqual(['afraid i']);
    expect(scan(['doing it'], "they're doing it's audit")).toEqual(['doing it']);
  });

  it('tells a word from longer words that share its first three letters', () => {
    expect(scan(['they (?:will|would) pay'], 'the team will pay for lunch')).toEqual([]);
    expect(scan(['they (?:will|would) pay'], 'they will pay for this')).toEqual(['they will pay']);
    expect(scan(['therapy'], 'the therapy helped, the rest did not')).toEqual(['therapy']);
  });

  it('checks the second word of a cue of several words', () => {
    expect(scan(['i (?:want|wish) to disappear'], 'i want a break, i wish to disappear')).toEqual([
      'i wish to disappear',
    ]);
    expect(scan(['i (?:want|wish) to disappear'], 'i, wish to disappear')).toEqual([]);
    const tired = ["(?:i am|i'm|feeling) (?:so )?tired"];
    expect(scan(tired, 'I am so tired, feeling tired, i am happy')).toEqual([
      'i am so tired',
      'feeling tired',
    ]);
    expect(scan(tired, "i am happy, i'm fine")).toEqual([]);
  });

  it('reads an optional space and a repeated leading group', () => {
    expect(scan(['team ?mates?'], 'my teammates and my team mates')).toEqual(['teammates', 'team mates']);
    expect(scan(['(?:so )*tired'], 'so so tired today')).toEqual(['so so tired']);
  });

  it('takes the earliest-listed cue at a position, as an alternation does', () => {
    expect(scan(['i want', 'i want to go home'], 'i want to go home')).toEqual(['i want']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CueBook,
  Gated,
  isNegated,
  normalise,
  requiredLiterals,
} from '../../../service/analysis/text/phrases.js';

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

  it("keeps the order of a name's cues when some have a known next word and some do not", () => {
    const cues = ['i (?:\\w+ )?quit', 'i really quit', 'i (?:\\w+ )?really'];
    expect(scan(cues, 'i really quit today')).toEqual(['i really quit']);
    expect(scan(['i really quit', 'i (?:\\w+ )?quit'], 'i really quit today')).toEqual(['i really quit']);
    expect(scan(['i (?:\\w+ )?really', 'i really quit'], 'i really quit today')).toEqual(['i really']);
  });

  it('finds a cue with a wildcard word only where its later words follow', () => {
    const alone = ["(?:i'm|i feel) (?:\\w+ )?alone", '(?:so|very) (?:isolated|left out)'];
    expect(scan(alone, "I feel completely alone and I'm so left out")).toEqual([
      'i feel completely alone',
      'so left out',
    ]);
    expect(scan(alone, "I feel fine, I'm not left behind, so isolating")).toEqual([]);
    // Text longer than a literal look-up reaches is read by the expression alone, with the same hits.
    const long = `${'we talked about the release plan and the budget. '.repeat(10)}i'm totally alone`;
    expect(scan(alone, long)).toEqual(["i'm totally alone"]);
  });

  it("looks for each of a cue's literals after its word, whichever of them the text holds", () => {
    const cue = ['i (?:\\w+ )?(?:alone|isolated|left out)'];
    expect(scan(cue, 'isolated at first, now i feel left out')).toEqual(['i feel left out']);
    expect(scan(cue, 'left out and isolated, i feel fine')).toEqual([]);
    const joke = ['(?:^this is|(?:team|process) is) (?:a )?(?:joke|circus|farce)'];
    expect(scan(joke, 'Honestly the process is a farce')).toEqual(['process is a farce']);
  });

  it('finds the cues of every name that share a first word, whatever word follows', () => {
    const book = new CueBook([
      ['tired', ['i (?:am|feel) tired', 'i\\b.{0,20}exhausted']],
      ['alone', ['i (?:feel|am) alone', 'i']],
    ]);
    const found = (text: string) =>
      Object.fromEntries(
        [...book.scan(normalise(text))].map(([name, hits]) => [name, hits.map((h) => h.text)]),
      );
    expect(found('I feel tired and I am alone')).toEqual({
      tired: ['i feel tired'],
      alone: ['i', 'i am alone'],
    });
    expect(found('I really am exhausted, I')).toEqual({
      tired: ['i really am exhausted'],
      alone: ['i', 'i'],
    });
  });

  it('reads a cue that cannot be indexed by its first word over the whole text', () => {
    const joke = ['(?:^this is|(?:team|process) is) (?:a )?(?:joke|circus)'];
    expect(scan(joke, 'This is a joke. The process is a circus')).toEqual([
      'this is a joke',
      'process is a circus',
    ]);
    expect(scan(joke, 'this is fine, the team is great')).toEqual([]);
  });

  it('finds a cue that starts with a number only where such a number starts a word', () => {
    const hours = ['(?:50|60|100)(?: |-|)hours? (?:work ?)?weeks?'];
    expect(scan(hours, 'two 60-hour weeks, then 100hours work weeks')).toEqual([
      '60-hour weeks',
      '100hours work weeks',
    ]);
    expect(scan(hours, '160 hour weeks ago, 600 hours weeks')).toEqual([]);
  });

  it('reads each text afresh, over more texts than its gram table counts before it is cleared', () => {
    const book = new CueBook([['cue', ['(?:so|very) (?:alone|lonely)']]]);
    for (let n = 0; n < 700; n++) {
      // Every third text holds the cue; the others hold its words apart, which the grams of a stale text could pass.
      const text = n % 3 === 0 ? `text ${n}: so alone` : `text ${n}: so ${n % 2 ? 'tired' : 'happy'}`;
      expect(
        book
          .scan(text)
          .get('cue')
          ?.map((h) => h.text),
        text,
      ).toEqual(n % 3 === 0 ? ['so alone'] : undefined);
    }
  });

  it('finds every cue of a large book whose first words share keys and hashes', () => {
    // Two thousand cues over forty first words and fifty second words, all of different first letters but for
    // pairs that share them ("bdfa", "bdfab"): the index holds two thousand slots, many probed past one another.
    const word = (n: number) =>
      [n % 20, Math.floor(n / 20) % 20, 7].map((d) => 'bcdfghjklmnpqrstvwxz'[d]).join('');
    const firsts = Array.from({ length: 40 }, (_, i) => `${word(i % 20)}a${i >= 20 ? 'b' : ''}`);
    const seconds = Array.from({ length: 50 }, (_, j) => `${word(j * 3 + 1)}o`);
    const cues = firsts.flatMap((f) => seconds.map((n) => `${f} ${n}`));
    const book = new CueBook([['cue', cues]]);
    for (const f of firsts)
      for (const n of seconds) {
        expect(
          book
            .scan(`say ${f} ${n} now`)
            .get('cue')
            ?.map((h) => h.text),
        ).toEqual([`${f} ${n}`]);
        expect(book.scan(`say ${f} ${n}x now`).get('cue')).toBeUndefined();
      }
    const [a, b] = [`${firsts[1]} ${seconds[1]}`, `${firsts[39]} ${seconds[49]}`];
    expect(
      book
        .scan(`say ${a} and ${b}`)
        .get('cue')
        ?.map((h) => h.text),
    ).toEqual([a, b]);
  });
});

describe('Gated', () => {
  const sarcasm = new Gated(/(?<![\p{L}'])(?:thanks? for nothing|#(?:sarcasm|jk)|yeah,? right)(?![\p{L}])/u);

  it('answers as its expression does, ruling out texts without its literals', () => {
    expect(sarcasm.test('well thanks for nothing')).toBe(true);
    expect(sarcasm.test('yeah right')).toBe(true);
    expect(sarcasm.test('that was great #jk')).toBe(true);
    expect(sarcasm.test('thanks for everything')).toBe(false);
    expect(sarcasm.mayMatch('thanks for everything')).toBe(false);
    expect(sarcasm.mayMatch('thanks for nothingness')).toBe(true);
    expect(sarcasm.test('thanks for nothingness')).toBe(false);
  });

  it('reads each text afresh between the scans of a cue book, which share its grams', () => {
    const book = new CueBook([['cue', ['so (?:alone|lonely)']]]);
    for (let n = 0; n < 300; n++) {
      const text = n % 2 ? `${n} yeah right` : `${n} so alone`;
      expect(sarcasm.test(text)).toBe(n % 2 === 1);
      expect(book.scan(n % 2 ? `${n} so alone` : `${n} fine`).has('cue')).toBe(n % 2 === 1);
      expect(sarcasm.test(text)).toBe(n % 2 === 1);
    }
  });

  it('leaves a global expression as a failed test would', () => {
    const global = new Gated(/yeah right/g);
    expect(global.test('yeah right, yeah right')).toBe(true);
    expect(global.re.lastIndex).toBe(10);
    expect(global.test('nothing here')).toBe(false);
    expect(global.re.lastIndex).toBe(0);
  });

  it('refuses an expression that ignores case, since its gate reads the text as written', () => {
    expect(() => new Gated(/yeah right/i)).toThrow(/ignores case/);
  });
});

describe('normalise', () => {
  it('lower-cases, straightens quotes and makes every run of spaces one space', () => {
    expect(normalise('I’m “Fine”')).toBe('i\'m "fine"');
    for (const space of ['\n', '\t', '\r\n', '  ', '\u00a0', '\u2003', ' \n '])
      expect(normalise(`so${space}tired`), JSON.stringify(space)).toBe('so tired');
    expect(normalise('so tired, really')).toBe('so tired, really');
  });
});

describe('requiredLiterals', () => {
  it('reads an escape as one atom however long it is written', () => {
    // "\ufe0f" was read as the literal "fe0f", "\x41" as "41".
    expect(requiredLiterals('go\\ufe0f')).toEqual(['go']);
    expect(requiredLiterals('ok\\x41yes')).toEqual(['yes']);
    expect(requiredLiterals('(ab)c\\1done')).toEqual(['done']);
    expect(requiredLiterals('so\\.(?<word>tired|sad)')).toEqual(['so.tired', 'so.sad']);
  });

  it('reads the literals every match of a cue holds', () => {
    expect(requiredLiterals("(?:i'm|i feel) (?:\\w+ )?alone")).toEqual(['alone']);
    expect(requiredLiterals('(?:is|are) (?:so )?(?:isolating|excluded)')).toEqual(['isolating', 'excluded']);
    expect(requiredLiterals('on.?call again')).toEqual(['call again']);
    expect(requiredLiterals('(?:the )?thoughts? of (?:ending it|killing myself)')).toEqual([
      ' of ending it',
      ' of killing myself',
    ]);
  });

  it('spells a literal out through a group of plain words inside it', () => {
    expect(requiredLiterals('#(?:sarcasm|jk|not)(?![\\p{L}])')).toEqual(['#sarcasm', '#jk', '#not']);
    expect(requiredLiterals('(?:i|we) (?:had|have had) a miscarriage')).toEqual([
      'i had a miscarriage',
      'i have had a miscarriage',
      'we had a miscarriage',
      'we have had a miscarriage',
    ]);
    // Not through an optional or repeated group, nor past too many spellings.
    expect(requiredLiterals('no (?:way|chance)? at all')).toEqual([' at all']);
    const many = Array.from({ length: 10 }, (_, i) => `w${i}`).join('|');
    expect(requiredLiterals(`(?:${many}) (?:${many}) end`)).toEqual([' end']);
  });

  it('reads a parenthesis or a bar inside a character class as no group and no alternative', () => {
    // The ")" of "[.!?)]" closed no group: the rest of the cue was read as alternatives of its own.
    expect(requiredLiterals("(?:don't know|idk) what to do(?=[.!?)]|$| and )")).toEqual([
      "don't know what to do",
      'idk what to do',
    ]);
    expect(requiredLiterals('oh no(?=[|)]| again)')).toEqual(['oh no']);
  });

  it('finds a cue with such a class at the words it starts with', () => {
    const book = new CueBook([['at_a_loss', ["(?:(?:don't|do not) know|idk) what to do(?=[.!?)]|$| and )"]]]);
    expect(
      book.scan("honestly idk what to do. i don't know what to do and i'm tired").get('at_a_loss'),
    ).toEqual([
      { text: 'idk what to do', index: 9 },
      { text: "don't know what to do", index: 27 },
    ]);
  });

  it('gives none when a cue has no sure literal of two characters', () => {
    expect(requiredLiterals('a{2,}r?g+')).toBeNull();
    expect(requiredLiterals('(?:so )?(?:sad|m)')).toBeNull();
    expect(requiredLiterals('alone|\\w+d')).toBeNull();
    expect(requiredLiterals('(?!never)\\p{L}+')).toBeNull();
  });

  it('reads literals as short as two characters', () => {
    expect(requiredLiterals('a{2,}rgh+')).toEqual(['rgh']);
    expect(requiredLiterals('(?:so )?(?:sad|mad)')).toEqual(['sad', 'mad']);
    expect(requiredLiterals('alone|\\w+ed')).toEqual(['alone', 'ed']);
    // A lookahead's literals are required too; a lookbehind's stand before the cue's start, where no one looks.
    expect(requiredLiterals('(?=never)\\p{L}+')).toEqual(['never']);
    expect(requiredLiterals('(?:k[*!1]ll|ki11)(?= my ?self)')).toEqual(['self']);
    expect(requiredLiterals('(?<=i am )\\w+')).toBeNull();
    expect(requiredLiterals('(?:it|this) (?:bad|a pr)')).toEqual([
      'it bad',
      'it a pr',
      'this bad',
      'this a pr',
    ]);
    expect(requiredLiterals('(?:it|this) (?:\\w+ )?(?:bad|a pr)')).toEqual(['bad', 'a pr']);
  });
});

describe('negation across a verb of knowing', () => {
  it.each([
    ['no one knows i want to die', 'want'],
    ['nobody knows how lonely i am', 'lonely'],
    ["i don't know why i feel so sad", 'feel'],
    ["i didn't realise i was so stressed", 'was'],
    ['nobody knows i feel so alone', 'i feel'],
  ])('reads %j as not denying the words at %j', (text, word) => {
    expect(isNegated(text, text.indexOf(word))).toBe(false);
  });

  it.each([
    ["i don't want to die", 'want'],
    ["i don't think i'm okay", 'okay'],
    ["i can't tell anymore", 'anymore'],
    ['nobody makes you feel stupid', 'makes'],
    ['nothing makes me happy anymore', 'makes'],
    ['i have never noticed dread', 'dread'],
  ])('reads %j as denying the words at %j', (text, word) => {
    expect(isNegated(text, text.indexOf(word))).toBe(true);
  });
});

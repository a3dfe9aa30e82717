/**
 * Praise said by denying the opposite ("not bad at all", "I don't hate it", "couldn't be happier", "can't
 * complain", and since engine 2.2.8 "couldn't agree more", "can't thank you enough", "can't stop smiling", "can't
 * believe how good"; and eagerness said as "anxious to see"; since 2.2.9 happy tears, "so happy I could cry"): the
 * models read the negative word and miss the denial, so "I don't hate it" read as anger and stress at distress 8.2
 * and "not bad at all, the new CI is way faster" as anger. The readers see the plain praise instead ("good", "like
 * it", "very happy", "fine"). Linear in the text.
 */

/** Each denial and the plain words the readers see in its place. */
const PLAIN: Record<string, string> = {
  'not bad': 'good',
  'not too bad': 'good',
  'not half bad': 'good',
  'not too shabby': 'good',
  'not a bad idea': 'a good idea',
  'not such a bad idea': 'a good idea',
  'not a terrible idea': 'a good idea',
  'not shabby': 'good',
  "don't hate": 'like',
  'do not hate': 'like',
  "didn't hate": 'liked',
  'did not hate': 'liked',
  "couldn't be happier": 'am very happy',
  'could not be happier': 'am very happy',
  "couldn't be better": 'is great',
  'could not be better': 'is great',
  "couldn't have gone better": 'went great',
  "can't complain": 'am fine',
  'cannot complain': 'am fine',
  'no complaints': 'all good',
  // Agreement and thanks said the same way: "I couldn't agree more", "can't thank you enough".
  "couldn't agree more": 'fully agree',
  'could not agree more': 'fully agree',
  "couldn't have said it better": 'said it perfectly',
  "couldn't say it better": 'said it perfectly',
  "couldn't have put it better": 'put it perfectly',
  "can't thank you enough": 'thank you so much',
  'cannot thank you enough': 'thank you so much',
  // Delight said as being unable to help it: "I can't stop smiling today", "can't believe how good this is".
  ...Object.fromEntries(
    ["can't", 'cannot', "couldn't"].flatMap((cannot) => [
      ...['laughing', 'smiling', 'grinning'].map((act) => [`${cannot} stop ${act}`, `keep ${act}`]),
      ...[
        'good',
        'great',
        'amazing',
        'beautiful',
        'cute',
        'awesome',
        'nice',
        'lucky',
        'happy',
        'fun',
        'easy',
      ].map((praise) => [`${cannot} believe how ${praise}`, `amazed how ${praise}`]),
    ]),
  ),
  // Happy tears: "I'm so happy I could cry", "tears of joy" (read as sadness and stress at distress 8.7).
  ...Object.fromEntries(
    ['happy', 'proud', 'grateful', 'thankful', 'relieved', 'excited'].flatMap((glad) => [
      [`${glad} i could cry`, glad],
      [`${glad} i could literally cry`, glad],
      [`${glad} i'm crying`, glad],
    ]),
  ),
  'tears of joy': 'joy',
  'happy tears': 'joy',
  'crying happy tears': 'so happy',
  // Eagerness said with a word of worry: "I am really anxious to see support for this" (not "anxious to hear back").
  ...Object.fromEntries(
    [
      'see',
      'try',
      'start',
      'get started',
      'use',
      'play',
      'read',
      'watch',
      'test',
      'join',
      'meet',
      'dig in',
    ].map((verb) => [`anxious to ${verb}`, `eager to ${verb}`]),
  ),
  // Welcome said as never being belittled: "I have never been made to feel stupid for asking a question", "they never
  // make you feel dumb for asking", "nobody makes you feel stupid here" (read as anger at −0.70 with frustration).
  ...Object.fromEntries(
    ['stupid', 'dumb', 'small', 'judged', 'unwelcome', 'like an idiot'].flatMap((belittled) => [
      [`never been made to feel ${belittled}`, 'always been made to feel welcome'],
      ...['me', 'you', 'us', 'anyone'].flatMap((whom) => [
        ...['make', 'makes', 'made'].map((make) => [
          `never ${make} ${whom} feel ${belittled}`,
          `always ${make} ${whom} feel welcome`,
        ]),
        ...['makes', 'made'].flatMap((make) =>
          ['nobody', 'no one'].map((none) => [
            `${none} ${make} ${whom} feel ${belittled}`,
            `everyone ${make} ${whom} feel welcome`,
          ]),
        ),
      ]),
    ]),
  ),
  // A clean run said by counting nothing: "such a smooth deploy, not a single alert" (read as anger at −0.58), "zero
  // incidents this month!".
  ...Object.fromEntries(
    [
      'alert',
      'error',
      'bug',
      'issue',
      'incident',
      'failure',
      'complaint',
      'crash',
      'page',
      'warning',
      'hiccup',
      'problem',
    ].flatMap((trouble) => [
      [`not a single ${trouble}`, 'all clean'],
      [`zero ${trouble}s`, 'all clean'],
      [`no ${trouble}s at all`, 'all clean'],
    ]),
  ),
  // A piece of work passed clean: "passed my PhD defence with no corrections!!!" (neutral at −0.35), "zero downtime".
  'with no corrections': 'flawlessly',
  'with zero corrections': 'flawlessly',
  'with no revisions': 'flawlessly',
  'with no changes requested': 'flawlessly',
  'zero downtime': 'all clean',
};

/** The denials, as one alternation: apostrophes straight or curly, any case, whole words. */
const DENIAL = new RegExp(
  `(?<![\\p{L}'’])(?:${Object.keys(PLAIN)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/'/g, "['’]").replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}'’])`,
  'giu',
);

/** A denial that is a measure or a condition, not praise: "not bad enough to block the release" stays. */
const QUALIFIED_AFTER = /^\s*(?:enough|if|as long as|unless)(?![\p{L}])/iu;

export function withLitotesPlain(text: string): string {
  if (
    !/bad|terrible|hate|happier|better|complain|shabby|agree|enough|anxious|stop|believe|cry|tears|feel\s+(?:stupid|dumb|small|judged|unwelcome|like\s+an\s+idiot)|single|zero|s\s+at\s+all|corrections|revisions|changes\s+requested/i.test(
      text,
    )
  )
    return text;
  return text.replace(DENIAL, (match: string, offset: number, whole: string) => {
    if (QUALIFIED_AFTER.test(whole.slice(offset + match.length, offset + match.length + 20))) return match;
    const key = match.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');
    return PLAIN[key] ?? match;
  });
}

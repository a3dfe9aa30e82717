/**
 * Technical trouble: words that are sentiment in a life ("I failed", "we lost") and a description in developer
 * talk ("the tests failed on CI", "a merge conflict", "the process was killed"). In a text that talks about code
 * or its tooling, they say what happened to the software, not how the author feels about it.
 */

/**
 * Words of code and its tooling that have no everyday sense a life story would use: a text with one of them talks
 * about software. ("Test", "job", "process" and "release" are not among them: "I failed my test", "problems at my
 * job".)
 */
const CONTEXT = new Set(
  `ci pr prs rebase rebased merge merged merging repo repository api apis endpoint endpoints server servers
database db sql query compile compiler compiled linter lint linting pipeline pipelines deploy deployed deploying
git github gitlab npm yarn pip maven gradle docker kubernetes k8s jenkins travis checkstyle config codebase code
stacktrace regression unittest frontend backend localhost javascript typescript python java kotlin golang css html
json yaml xml webpack plugin dependency dependencies changelog commit commits branch branches bugfix hotfix
workflow build builds staging prod postmortem rollback revert reverted reverting runtime kernel nil segfault
goroutine`.split(/\s+/),
);

const CONTEXT_WORD = new RegExp(`(?<![\\p{L}'])(?:${[...CONTEXT].join('|')})(?![\\p{L}'])`, 'gu');
/**
 * Whether a normalised text talks about software: two different words of `CONTEXT` ("the pipeline", "a config";
 * one alone may be everyday talk: "emotions build", "a dress code").
 */
export function talksAboutSoftware(norm: string): boolean {
  let first: string | undefined;
  for (const [word] of norm.matchAll(CONTEXT_WORD)) {
    if (first === undefined) first = word;
    else if (word !== first) return true;
  }
  return false;
}

/** Failure words of the lexicon that describe software in such a text. */
const TROUBLE = new Set(
  `block blocked blocker broke broken conflict conflicts crash crashed crashes critical drop dropped error errors fail
fails failed failing failure failures kill killed missing missed problem problems reject rejected warning warnings
stuck deprecated exception exceptions panic panicked panics fatal`.split(/\s+/),
);

/** Whether a token is a failure word that describes software in a text about it. */
export const isTroubleWord = (token: string): boolean => TROUBLE.has(token);

/** A neutral stand-in that keeps the tokens' positions (negation and boosters read by position). */
const MASK = '·';

/**
 * Code in the words as written: a call ("save()", "client.connect("), an error type ("NullPointerException",
 * "TypeError") or an inline code span. Such a text talks about software whatever its other words.
 */
const CODE_LIKE =
  /[\p{L}\p{N}_]\(\)|[\p{L}_][\p{L}\p{N}_]*\.[\p{L}_][\p{L}\p{N}_]*\(|(?<![\p{L}])[A-Z][\p{L}\p{N}]*(?:Exception|Error)(?![\p{L}])|`[^`\n]{1,80}`/u;

/**
 * Whether a text talks about software and holds a technical trouble word: only then is there anything to mask.
 * `text`, the words as written, may show code that the tokens do not ("I'm getting an error when I call save()").
 */
export function hasTechnicalTrouble(tokens: readonly string[], text?: string): boolean {
  let trouble = false;
  let context = false;
  for (const t of tokens) {
    if (TROUBLE.has(t)) trouble = true;
    else if (CONTEXT.has(t)) context = true;
  }
  return trouble && (context || (text !== undefined && CODE_LIKE.test(text)));
}

/** `tokens` with the technical trouble words masked. */
export const maskTechnicalTrouble = (tokens: readonly string[]): string[] =>
  tokens.map((t) => (TROUBLE.has(t) ? MASK : t));

/**
 * Things of software that are shut down, not hurt: "kill the old service", "the build died". The readers see plain
 * words ("retire the old service", "the build halted", "the server is down"; "shut" and "stop" read as anger): the
 * mood model read "we need to kill the old service before Friday" as anger at valence −0.66 and distress 5.7, and
 * "the deploy died halfway" as sadness at −0.79.
 */
const MACHINE =
  '(?:services?|process(?:es)?|jobs?|pods?|containers?|servers?|instances?|branch(?:es)?|(?:feature )?flags?|features?|endpoints?|quer(?:y|ies)|threads?|tasks?|builds?|deploys?|deployments?|pipelines?|vms?|clusters?|nodes?|tabs?|sessions?|connections?|daemons?|scripts?|cron(?: ?jobs?)?|tests?|tickets?|prs?|apps?|bots?|repos?|databases?|dbs?|migrations?|experiments?|macros?|integrations?|apis?)';
const DETERMINED = `(?:(?:the|this|that|these|those|our|my|your|their|its|all|any|every|old|legacy|stale|hung|stuck|zombie|dead|rogue|orphaned?|extra|other|unused|current|running) )*(?:[\\p{L}0-9_.-]+ )?`;
const SHUT_DOWN: readonly [RegExp, string][] = [
  [new RegExp(`(?<![\\p{L}'])(?:kill|nuke|axe)(?= ${DETERMINED}${MACHINE}(?![\\p{L}']))`, 'giu'), 'retire'],
  [
    new RegExp(`(?<![\\p{L}'])(?:killed|nuked|axed)(?= ${DETERMINED}${MACHINE}(?![\\p{L}']))`, 'giu'),
    'retired',
  ],
  [
    new RegExp(`(?<![\\p{L}'])(?:killing|nuking|axing)(?= ${DETERMINED}${MACHINE}(?![\\p{L}']))`, 'giu'),
    'retiring',
  ],
  [
    new RegExp(`(?<![\\p{L}'])(?:kills|nukes|axes)(?= ${DETERMINED}${MACHINE}(?![\\p{L}']))`, 'giu'),
    'retires',
  ],
  [
    new RegExp(
      `(?<=(?<![\\p{L}'])${MACHINE} (?:just |completely |randomly |silently |suddenly |has |have |again )?)died(?![\\p{L}'])`,
      'giu',
    ),
    'halted',
  ],
  [
    new RegExp(
      `(?<=(?<![\\p{L}'])${MACHINE} (?:is|are|was|were) (?:completely |totally )?)dead(?![\\p{L}'])`,
      'giu',
    ),
    'down',
  ],
];
/**
 * A device's battery that is dying or about to die is a charge running out: "my phone is about to die" was sadness at
 * −0.79 with stress at distress 7.5, "my phone is just waiting to die" 7.2. A device that died is left as written: it
 * broke as often as it ran flat, and a mishap is what sarcasm closes on ("my laptop died before the demo, great").
 */
const DEVICE =
  "(?:(?:my|the|your|his|her|our|their|this|that) )?(?:[\\p{L}']+ )?(?:phone|iphone|laptop|battery|headphones|airpods|earbuds|controller|mouse|keyboard|tablet|ipad|kindle|macbook|smartwatch|watch|switch|gameboy|powerbank|power bank)(?:'s battery)?";
const DEVICE_BEFORE = `(?<=(?<![\\p{L}'])${DEVICE} (?:is |was |'s |keeps |kept |would |will |'ll |could )?(?:just |about |going |gonna |waiting |ready |literally |basically |almost |finally |completely |totally )*(?:to )?)`;
const RAN_OUT: readonly [RegExp, string][] = [
  [new RegExp(`${DEVICE_BEFORE}die(?![\\p{L}'])`, 'giu'), 'run out of charge'],
  [new RegExp(`${DEVICE_BEFORE}dying(?![\\p{L}'])`, 'giu'), 'running out of charge'],
  [new RegExp(`${DEVICE_BEFORE}dead(?![\\p{L}'])`, 'giu'), 'out of charge'],
];
const MAY_SHUT_DOWN = /kill|nuke|axe|die|dead|dying/i;
const MAY_RUN_OUT = /die|dead|dying/i;

export function withTechnicalPlain(text: string): string {
  if (!MAY_SHUT_DOWN.test(text)) return text;
  let out = text;
  for (const [re, plain] of SHUT_DOWN) out = out.replace(re, plain);
  if (MAY_RUN_OUT.test(out)) for (const [re, plain] of RAN_OUT) out = out.replace(re, plain);
  return out;
}

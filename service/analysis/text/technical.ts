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
workflow build builds staging runtime kernel nil segfault goroutine`.split(/\s+/),
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

/** Whether a text talks about software and holds a technical trouble word: only then is there anything to mask. */
export function hasTechnicalTrouble(tokens: readonly string[]): boolean {
  let trouble = false;
  let context = false;
  for (const t of tokens) {
    if (TROUBLE.has(t)) trouble = true;
    else if (CONTEXT.has(t)) context = true;
  }
  return trouble && context;
}

/** `tokens` with the technical trouble words masked. */
export const maskTechnicalTrouble = (tokens: readonly string[]): string[] =>
  tokens.map((t) => (TROUBLE.has(t) ? MASK : t));

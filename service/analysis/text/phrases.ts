/**
 * Phrase cues over normalised text: lower case, straight apostrophes, one space between words. Each cue is a
 * regular-expression source matched on word boundaries; a hit can be checked for negation and quotation.
 */

export function normalise(text: string): string {
  return text
    .replace(/[’‘`]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

export function compile(sources: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}'])(?:${sources.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

const NEGATION_BEFORE =
  /(?:^|[^\p{L}'])(?:not|no|never|nor|without|hardly|cannot|can't|don't|dont|doesn't|didn't|won't|wouldn't|isn't|aren't|wasn't|weren't|haven't|hasn't|ain't|shouldn't|couldn't|stop|stopped|quit|no longer)(?:\s+\S+){0,3}\s*$/u;

/** The start of the clause holding position `at` (after the last . ! ? ; , or "but"). */
export function clauseBefore(text: string, at: number): string {
  const from = Math.max(0, at - 60);
  const window = text.slice(from, at);
  const cut = Math.max(
    window.lastIndexOf('.'),
    window.lastIndexOf('!'),
    window.lastIndexOf('?'),
    window.lastIndexOf(';'),
    window.lastIndexOf(','),
    window.lastIndexOf(' but '),
  );
  return window.slice(cut + 1);
}

/** True when a negator stands at most three words before `at`, inside the same clause. */
export function isNegated(text: string, at: number): boolean {
  return NEGATION_BEFORE.test(clauseBefore(text, at));
}

/** True when position `at` sits inside a pair of double quotes. */
export function isQuoted(text: string, at: number): boolean {
  let quotes = 0;
  for (let i = text.indexOf('"'); i !== -1 && i < at; i = text.indexOf('"', i + 1)) quotes++;
  return quotes % 2 === 1 && text.indexOf('"', at) !== -1;
}

export interface Hit {
  text: string;
  index: number;
}

export function hits(re: RegExp, text: string): Hit[] {
  const out: Hit[] = [];
  for (const m of text.matchAll(re)) out.push({ text: m[0], index: m.index ?? 0 });
  return out;
}

/** Hits that are neither negated nor inside quotes. */
export function assertedHits(re: RegExp, text: string): Hit[] {
  return hits(re, text).filter((h) => !isNegated(text, h.index) && !isQuoted(text, h.index));
}

/** Tokenisation shared by every classifier, so that training and prediction see the same tokens. */

const TOKEN =
  /\[[A-Z]+\]|[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[!?]+|[:;]-?[()DPp/\\](?![\p{L}\p{N}])|[.,;:]|\p{Extended_Pictographic}/gu;

/** Lower-cased tokens: words (with inner apostrophes), `!`/`?` runs, clause punctuation, emoji, emoticons. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  // TOKEN reads both apostrophes alike, so the text's can be straightened once rather than each token's.
  for (const m of text.replace(/’/g, "'").matchAll(TOKEN)) out.push(m[0].toLowerCase());
  return out;
}

export function isWord(token: string): boolean {
  const c = token.charCodeAt(0);
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;
}

const CLAUSE_END = new Set(['.', ',', ';', ':', '!', '?', 'but']);
export function endsClause(token: string): boolean {
  return CLAUSE_END.has(token) || token.startsWith('!') || token.startsWith('?');
}

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'nobody',
  'none',
  'neither',
  'nor',
  'cannot',
  'without',
  'hardly',
  'barely',
]);
export function isNegator(token: string): boolean {
  return (
    NEGATORS.has(token) || token.endsWith("n't") || token === 'dont' || token === 'cant' || token === 'wont'
  );
}

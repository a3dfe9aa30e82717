/**
 * Phrase cues over normalised text: lower case, straight apostrophes, one space between words. Each cue is a
 * regular-expression source matched on word boundaries; a hit can be checked for negation and quotation.
 */

import { FNV_BASIS, fnvStep } from './hash.js';

/** A space other than " ", or two in a row: what normalising the spaces would change. */
const SPACES_TO_MEND = /[^\S ]|\s\s/;

export function normalise(text: string): string {
  const lower = text
    .replace(/[’‘`]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .toLowerCase();
  return SPACES_TO_MEND.test(lower) ? lower.replace(/\s+/g, ' ') : lower;
}

/** The first three characters of a word (or all of a shorter word) packed into one number. */
function keyOf(word: string, from = 0, to = word.length): number {
  const n = Math.min(3, to - from);
  let key = n;
  for (let i = 0; i < n; i++) key = key * 65536 + word.charCodeAt(from + i);
  return key;
}

/**
 * A small integer from the same characters as keyOf, for a bitmap that rules out most words before the exact
 * (floating-point, so boxed) key is looked up in a Map. Collisions only cost that lookup.
 */
function hashOf(word: string, from = 0, to = word.length): number {
  const n = Math.min(3, to - from);
  let h = n;
  for (let i = 0; i < n; i++) h = (h * 31 + word.charCodeAt(from + i)) & 0xffff;
  return h;
}

/**
 * Index of the bracket closing the character class that opens at `open` ("[.!?)]": a parenthesis or a bar in a
 * class is no group and no alternative).
 */
function classEnd(source: string, open: number): number {
  for (let i = open + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']' && i > open + 1 + (source[open + 1] === '^' ? 1 : 0)) return i;
  }
  return source.length;
}

/** Index of the parenthesis closing the group that opens at `open`. */
function closing(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '[') i = classEnd(source, i);
    else if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Top-level alternatives of a group's content. */
function alternatives(content: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < content.length; i++) {
    if (content[i] === '\\') i++;
    else if (content[i] === '[') i = classEnd(content, i);
    else if (content[i] === '(') depth++;
    else if (content[i] === ')') depth--;
    else if (content[i] === '|' && depth === 0) {
      out.push(content.slice(from, i));
      from = i + 1;
    }
  }
  out.push(content.slice(from));
  return out;
}

/** What `read` gives for each alternative, together, or null when it gives null for one of them. */
function ofEvery(alts: readonly string[], read: (alt: string) => string[] | null): string[] | null {
  const out: string[] = [];
  for (const alt of alts) {
    const r = read(alt);
    if (r === null) return null;
    out.push(...r);
  }
  return out;
}

/**
 * The literal starts of one cue source: for every word it can start with, as much of that word as is literal
 * (with the space after it when the source has one: "the ", "they'll ", "therap"), or null when it can start with
 * something other than a literal word. Leading look-arounds are skipped, leading groups expanded. The first three
 * letters of a start (or all of a shorter whole word) are the cue's gating key (startKey).
 */
function leadingKeys(source: string): string[] | null {
  if (source.startsWith('(?<!') || source.startsWith('(?<=') || source.startsWith('(?!')) {
    const end = closing(source, 0);
    return end < 0 ? null : leadingKeys(source.slice(end + 1));
  }
  if (source.startsWith('(?:')) {
    const end = closing(source, 0);
    if (end < 0) return null;
    const rest = source.slice(end + 1);
    const optional = rest.startsWith('?') || rest.startsWith('*');
    const after = optional ? rest.slice(1) : rest;
    const keys: string[] = [];
    for (const alt of alternatives(source.slice(3, end))) {
      const k = leadingKeys(alt + after);
      if (k === null) return null;
      // A repeated group may come again before `after`: only the key is sure.
      keys.push(...(rest.startsWith('*') ? k.map(startKey) : k));
    }
    if (optional) {
      const k = leadingKeys(after.replace(/^ /, ''));
      if (k === null) return null;
      keys.push(...k);
    }
    return keys;
  }
  if (alternatives(source).length > 1) return ofEvery(alternatives(source), leadingKeys);
  const m = /^[a-z0-9']+/.exec(source);
  if (!m) return null;
  let literal = m[0];
  const next = source[literal.length];
  // "we(?:'re| are) …": expand a group that continues the first word.
  if (next === '(' && source.startsWith('(?:', literal.length) && literal.length < 3) {
    const end = closing(source, literal.length);
    if (end < 0) return null;
    let after = source.slice(end + 1);
    const optional = after.startsWith('?');
    if (optional) after = after.slice(1);
    const keys: string[] = [];
    const variants = alternatives(source.slice(literal.length + 3, end)).map((alt) => literal + alt + after);
    if (optional) variants.push(literal + after);
    for (const variant of variants) {
      const k = leadingKeys(variant);
      if (k === null) return null;
      keys.push(...k);
    }
    return keys;
  }
  if (next === '?' || next === '*' || next === '{') literal = literal.slice(0, -1);
  // Text words break at spaces and punctuation, so a literal followed by one of these is a whole word.
  const wordEnds = next === undefined || ' -:/.,'.includes(next) || source.startsWith('\\s', literal.length);
  if (wordEnds && next !== '?' && next !== '*') {
    const spaced = next === ' ' && !'?*+{'.includes(source[literal.length + 1] ?? '?');
    return [spaced ? `${literal} ` : literal];
  }
  return literal.length >= 3 ? [literal] : null;
}

/** The gating key of a start (see leadingKeys): its word's first three characters, or the whole shorter word. */
const startKey = (start: string) => start.trimEnd().slice(0, 3);

/** A start that says no more than its key: a word of three letters or fewer, with nothing known after it. */
const saysMoreThanKey = (start: string) => start.endsWith(' ') || start.length > 3;

/** How much text at most is searched for a cue's literals before its expression is run. */
const LITERAL_REACH = 300;

/**
 * The shortest literal worth a look-up before a cue's expression is run: a cue whose words include "pr" or "bad"
 * among others still has literals, looked up first in the text's grams (readGrams), which cost almost nothing.
 */
const MIN_LITERAL = 2;

/** How many spellings of one literal are read at most (each adds a look-up). */
const MAX_SPELLINGS = 48;

/** The alternatives of a group's content when each is plain text ("jk|not|sarcasm"), or null. */
function plainWords(content: string): string[] | null {
  const words = alternatives(content);
  return words.every((w) => /^[^\\()[\]{}|?*+.^$]*$/.test(w)) ? words : null;
}

/**
 * Literals of which every match of a cue source holds at least one (a cue "(?:i'm|i feel) (?:\w+ )?alone" holds
 * "alone"), or null when none of MIN_LITERAL characters is sure. Read from the source's top-level sequence:
 * characters written plainly and not optional make a literal; a group that must match gives the literals of its
 * alternatives, and a group of plain words inside a literal gives its spellings ("i (?:am|feel) so" is "i am so" or
 * "i feel so"); the longest sure choice is kept, the later of two as long (a cue's first word is checked before its
 * literals, and later words say more). Classes, optional parts and look-arounds break a literal; what a lookahead
 * requires is a choice of its own.
 */
export function requiredLiterals(source: string): string[] | null {
  const alts = alternatives(source);
  if (alts.length > 1) return ofEvery(alts, requiredLiterals);
  let best: string[] | null = null;
  const shortest = (set: string[]) => Math.min(...set.map((s) => s.length));
  const consider = (set: string[] | null) => {
    if (set === null || set.length === 0 || shortest(set) < MIN_LITERAL) return;
    if (best === null || shortest(set) >= shortest(best)) best = set;
  };
  // The literal read so far, in each of its spellings: a group of plain words inside it multiplies them ("#(?:jk|not)"
  // is "#jk" or "#not", not "jk" or "not").
  let chunks = [''];
  const flush = () => {
    if (chunks.length > 1 || chunks[0] !== '') consider(chunks);
    chunks = [''];
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    // What one atom is: a plain character, a group's literals, or something else (a class, a look-around, an anchor).
    let literal: string | null = null;
    let group: string[] | null | undefined;
    let words: string[] | null = null;
    let next = i + 1;
    if (c === '(') {
      const end = closing(source, i);
      if (end < 0) return null;
      const inner = source.slice(i + 1, end);
      if (inner.startsWith('?=')) {
        // What a lookahead requires follows in the text too, though it extends no literal: "(?= my ?self)". (Not a
        // lookbehind's: a cue book looks for literals from the cue's start on.)
        group = requiredLiterals(inner.slice(2));
      } else if (!/^\?<?[!=]/.test(inner)) {
        const content = inner.replace(/^\?(?::|<[A-Za-z_$][\w$]*>)/, '');
        group = requiredLiterals(content);
        words = plainWords(content);
      }
      next = end + 1;
    } else if (c === '[') {
      let j = i + 1;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      next = j + 1;
    } else if (c === '\\') {
      // An escape is one atom: "\." is a literal stop; "\p{L}", "\ufe0f", "\x41", "\cJ", "\k<name>" and "\12" are none,
      // however many characters they take.
      const d = source[i + 1] ?? '';
      if (/[pPu]/.test(d) && source[i + 2] === '{') next = source.indexOf('}', i) + 1;
      else if (d === 'u') next = i + 6;
      else if (d === 'x') next = i + 4;
      else if (d === 'c') next = i + 3;
      else if (d === 'k' && source[i + 2] === '<') next = source.indexOf('>', i) + 1;
      else if (/[1-9]/.test(d)) {
        next = i + 2;
        while (/[0-9]/.test(source[next] ?? '')) next++;
      } else {
        next = i + 2;
        if (!/[A-Za-z0-9]/.test(d)) literal = d;
      }
    } else if (!'.^$|'.includes(c)) literal = c;
    // Its quantifier: an optional atom is no literal; a repeated one ends the literal it is in.
    let min = 1;
    let repeated = false;
    const q = source[next];
    if (q === '?' || q === '*' || q === '+') {
      min = q === '+' ? 1 : 0;
      repeated = true;
      next++;
    } else if (q === '{') {
      const end = source.indexOf('}', next);
      min = Number.parseInt(source.slice(next + 1, end), 10) || 0;
      repeated = true;
      next = end + 1;
    }
    if (repeated && source[next] === '?') next++;
    if (min === 0) flush();
    else if (literal !== null) {
      chunks = chunks.map((chunk) => chunk + literal);
      if (repeated) flush();
    } else if (words !== null && !repeated && chunks.length * words.length <= MAX_SPELLINGS) {
      chunks = chunks.flatMap((chunk) => words.map((word) => chunk + word));
    } else {
      flush();
      if (group !== undefined) consider(group);
    }
    i = next;
  }
  flush();
  return best;
}

/**
 * The gating keys of the word after a cue's first word, when every way the cue can start is a whole literal word,
 * one space and a literal; null otherwise. A cue can only match where the next word has one of these keys.
 */
function secondKeys(source: string): string[] | null {
  if (source.startsWith('(?<!') || source.startsWith('(?<=') || source.startsWith('(?!')) {
    const end = closing(source, 0);
    return end < 0 ? null : secondKeys(source.slice(end + 1));
  }
  const alts = alternatives(source);
  if (alts.length > 1) return ofEvery(alts, secondKeys);
  if (source.startsWith('(?:')) {
    // "(?:i am|i'm|feeling) (?:so )?tired": each way of starting, followed by the rest.
    const end = closing(source, 0);
    const after = source.slice(end + 1);
    if (end < 0 || /^[?*+{]/.test(after)) return null;
    const keys: string[] = [];
    for (const alt of alternatives(source.slice(3, end))) {
      const k = secondKeys(alt + after);
      if (k === null) return null;
      keys.push(...k);
    }
    return keys;
  }
  const first = /^[a-z0-9']+/.exec(source);
  if (!first) return null;
  const rest = source.slice(first[0].length);
  if (!rest.startsWith(' ') || /^[?*+{]/.test(rest.slice(1))) return null;
  return leadingKeys(rest.slice(1));
}

const BEFORE = "(?<![\\p{L}\\p{N}'])";
const AFTER = '(?![\\p{L}\\p{N}])';

/** One regular expression for a cue list, matching on word boundaries. */
export function compile(sources: readonly string[]): RegExp {
  return new RegExp(`${BEFORE}(?:${sources.join('|')})${AFTER}`, 'gu');
}

const NEGATION_BEFORE =
  /(?<![\p{L}'])(?:not|no|nobody|noone|no-one|nothing|never|nor|without|hardly|cannot|can't|don't|dont|doesn't|didn't|won't|wouldn't|isn't|aren't|wasn't|weren't|haven't|hasn't|ain't|shouldn't|couldn't|stop|stopped|quit|no longer)(?:\s+\S+){0,3}\s*$/u;
/**
 * A verb of knowing or telling between the negator and the cue, followed by a clause of the author's or a "how",
 * "why", "that"…, opens a clause the negator does not deny: "no one knows I want to die", "nobody knows how lonely I
 * am", "I didn't realise I was so stressed", "I don't know why I feel so sad". Verbs of thinking do carry it ("I
 * don't think I'm okay" is "I think I'm not"); and "I can't tell anymore" stays denied.
 */
const KNOWING_BETWEEN =
  /^(?:no one|\S+)(?:\s+(?:really|even|ever|actually|truly))?\s+(?:knows?|knew|understands?|understood|sees|saw|realise[sd]?|realize[sd]?|notices?|noticed|cares?|cared|told|tells?|asked|asks|suspects?|suspected)(?:\s+(?:that|me|anyone|anybody|him|her|them|us|you))?(?:\s+(?:how|what|why|where|when|if|whether|that))?(?:\s+(?:i|i'm|im|i've|ive|i'd|i'll))?\s*$/u;
/** Being made to feel, just before a cue: read through by a denial before it. */
const MADE_TO_FEEL =
  /(?:been |being )?(?:made|make|makes|making) (?:me |you |us |anyone |anybody |people |them |him |her |one )?(?:to )?feel (?:like )?(?:a |an )?$/u;
/** …and what it opens: a complementizer or the author before the cue, or the author opening it. */
const CLAUSE_OPENED =
  /(?<![\p{L}'])(?:how|what|why|where|when|if|whether|that|i|i'm|im|i've|ive|i'd|i'll)\s*$/u;
const OPENS_WITH_AUTHOR = /^(?:i|i'm|im|i've|ive|i'd|i'll) /u;

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
    // A new subject opens a new clause: "I'm not okay and I don't know who to talk to".
    window.lastIndexOf(' and i '),
  );
  return window.slice(cut + 1);
}

/**
 * "Never" as emphasis, not denial: "I've never felt so alone", "I have never been this exhausted", "never been so
 * stressed", read across the cue's start (the intensifier may open the cue: "so alone", "been so suicidal").
 */
const EMPHATIC = /(?<![\p{L}'])never (?:\w+ )?(?:felt|been|was|were) (?:so|this|more)(?![\p{L}'])/gu;

/**
 * True when a negator ("not", "never", "nobody", "nothing"…) stands at most three words before `at`, inside the same
 * clause (being made to feel does not count as words: "never been made to feel stupid"), is not emphasis, and no verb
 * of knowing opens a clause of its own between them (KNOWING_BETWEEN).
 */
export function isNegated(text: string, at: number): boolean {
  // "never been made to feel stupid", "nobody makes you feel dumb": the denial reaches through being made to feel.
  const clause = clauseBefore(text, at).replace(MADE_TO_FEEL, '');
  const negation = NEGATION_BEFORE.exec(clause);
  if (negation === null) return false;
  if (
    KNOWING_BETWEEN.test(negation[0]) &&
    (CLAUSE_OPENED.test(negation[0]) || OPENS_WITH_AUTHOR.test(text.slice(at, at + 6)))
  )
    return false;
  if (!clause.includes('never')) return true;
  for (const m of `${clause}${text.slice(at, at + 30)}`.matchAll(EMPHATIC))
    if (m.index < clause.length) return false;
  return true;
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

export function isAsserted(text: string, at: number): boolean {
  return !isNegated(text, at) && !isQuoted(text, at);
}

interface Entry<Name> {
  name: Name;
  /** Sticky, tried only at the start of a word with this entry's key: one cue of the name. */
  re: RegExp;
  /** hashOf the keys the next word can have if this cue matches (secondKeys), or null when any can. */
  next: ReadonlySet<number> | null;
  /** What the text must start with at the word for this cue to match, or null when the key says it all. */
  starts: readonly string[] | null;
  /** Literals of which the text from the word on must hold one for this cue to match (requiredLiterals). */
  literals: readonly string[] | null;
}

/** The entries of every name for one key (keyOf), in the order of the names, while a book is built. */
interface Bucket<Name> {
  key: number;
  hash: number;
  entries: Entry<Name>[];
}

/** The next word's hash of a slot whose list holds the entries that can match before any word, or at the end. */
const OPEN = -1;
/** The key of an empty slot (keyOf is never negative). */
const EMPTY = -1;

/** The literals one of which a match of any of the cues holds, or null when some cue has none (requiredLiterals). */
function literalsOf(sources: readonly string[]): string[] | null {
  const literals = ofEvery(sources, requiredLiterals);
  return literals && [...new Set(literals)];
}

/**
 * The grams of a literal list: for each literal, the gramOf of its first and of its last GRAM characters (of the
 * whole literal when it is shorter), in pairs: both are in a text that holds the literal.
 */
function gramsOf(literals: readonly string[] | null): Int32Array | null {
  if (literals === null) return null;
  const grams = new Int32Array(literals.length * 2);
  literals.forEach((literal, k) => {
    const n = Math.min(GRAM, literal.length);
    grams[2 * k] = gramOf(literal, 0, n);
    grams[2 * k + 1] = gramOf(literal, literal.length - n, n);
  });
  return grams;
}

/**
 * Whether the text holds one of the literals from `at` on. `grams` (gramsOf, from index `from`) are those of the
 * literals, in their order: a literal whose grams the text lacks is not searched for.
 */
function holdsAny(
  text: string,
  at: number,
  literals: readonly string[],
  grams: Int32Array,
  from: number,
): boolean {
  for (let k = 0; k < literals.length; k++) {
    const g = from + 2 * k;
    if (mayHold(grams, g, g + 2) && text.includes(literals[k]!, at)) return true;
  }
  return false;
}

function startsWithAny(text: string, at: number, starts: readonly string[]): boolean {
  for (const start of starts) if (text.startsWith(start, at)) return true;
  return false;
}

/**
 * The words of the last text scanned: where each starts, its key and its hash (keyOf, hashOf), in buffers reused
 * from text to text. A cache, not state: they depend on the text alone, and crisis, states and topics scan the
 * same text one after another.
 */
let wordText = '';
let wordCount = 0;
let wordStarts = new Int32Array(64);
let wordHashes = new Int32Array(64);
let wordKeys = new Float64Array(64);

/** The most characters in a gram; a text's grams are its runs of MIN_LITERAL to GRAM characters. */
const GRAM = 4;
const GRAM_SLOTS = 1 << 13;

/** The slot of a run of `n` characters whose FNV hash is `h` (the length tells runs of different lengths apart). */
const slotOf = (h: number, n: number) => (Math.imul(h ^ n, 0x9e3779b1) >>> 19) & (GRAM_SLOTS - 1);

/**
 * A slot for the `n` characters of `text` from `at`; literals of a cue are looked for in a text only when theirs are
 * there.
 */
function gramOf(text: string, at: number, n: number): number {
  let h = FNV_BASIS;
  for (let i = at; i < at + n; i++) h = fnvStep(h, text.charCodeAt(i));
  return slotOf(h, n);
}

/**
 * The grams of the last text read: a slot holds gramStamp when a gram of that text falls in it. The stamp grows
 * from text to text, so the table (a byte a slot, to stay in the fastest cache) is cleared only when it wraps, every
 * 255 texts.
 */
const gramSeen = new Uint8Array(GRAM_SLOTS);
let gramStamp = 0;

function readGrams(text: string): void {
  gramStamp = (gramStamp + 1) & 0xff;
  if (gramStamp === 0) {
    gramSeen.fill(0);
    gramStamp = 1;
  }
  // Each run's hash goes on from the one a character shorter: one pass over the text for every length (gramOf).
  for (let i = 0; i + MIN_LITERAL <= text.length; i++) {
    let h = FNV_BASIS;
    for (let n = 1; n <= GRAM && i + n <= text.length; n++) {
      h = fnvStep(h, text.charCodeAt(i + n - 1));
      if (n >= MIN_LITERAL) gramSeen[slotOf(h, n)] = gramStamp;
    }
  }
}

/** The text whose grams gramSeen holds. */
let gramText: string | null = null;

function useGrams(text: string): void {
  if (text === gramText) return;
  readGrams(text);
  gramText = text;
}

/** True when the text whose grams were read may hold one of the literals grams[from..to] were taken from (gramsOf). */
function mayHold(grams: Int32Array, from: number, to: number): boolean {
  for (let k = from; k < to; k += 2)
    if (gramSeen[grams[k]!] === gramStamp && gramSeen[grams[k + 1]!] === gramStamp) return true;
  return false;
}

/**
 * A regular expression tried only on texts that may hold one of its required literals (requiredLiterals, looked up in
 * the text's grams, which the cue books read too): the large expressions asked of every text match almost none, and
 * the look-up is a few reads where the expression scans the whole text. For expressions that mind case only (the
 * grams are of the text as written). The answers are those of the expression alone.
 */
export class Gated {
  private readonly literals: readonly string[] | null;
  private readonly grams: Int32Array | null;

  constructor(readonly re: RegExp) {
    if (re.flags.includes('i')) throw new Error(`${re} ignores case, and a gate reads the text as written`);
    this.literals = literalsOf([re.source]);
    this.grams = gramsOf(this.literals);
  }

  /**
   * False when the text holds none of the expression's required literals, so that it cannot match. A literal whose
   * grams are in the text is searched for (a long text's grams fill much of the table).
   */
  mayMatch(text: string): boolean {
    const { literals, grams } = this;
    if (literals === null || grams === null) return true;
    useGrams(text);
    return holdsAny(text, 0, literals, grams, 0);
  }

  test(text: string): boolean {
    if (this.mayMatch(text)) return this.re.test(text);
    // As a failed test leaves a global or sticky expression.
    this.re.lastIndex = 0;
    return false;
  }
}

function grown<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

function readWords(text: string): void {
  useGrams(text);
  if (text === wordText) return;
  let count = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const inWord = i < text.length && isWordChar(text.charCodeAt(i));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      if (count === wordStarts.length) {
        wordStarts = grown(wordStarts, new Int32Array(count * 2));
        wordHashes = grown(wordHashes, new Int32Array(count * 2));
        wordKeys = grown(wordKeys, new Float64Array(count * 2));
      }
      wordStarts[count] = start;
      wordKeys[count] = keyOf(text, start, i);
      wordHashes[count] = hashOf(text, start, i);
      count++;
      start = -1;
    }
  }
  wordText = text;
  wordCount = count;
}

/** Letters, digits and the apostrophe; beyond ASCII, anything but general punctuation, spaces and emoji halves. */
function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || (c >= 65 && c <= 90);
  return c !== 0xa0 && !(c >= 0x2000 && c <= 0x206f) && !(c >= 0xd800 && c <= 0xdfff) && c !== 0xfe0f;
}

/** The hashes of every cue's second keys, or null when some cue's next word cannot be told (secondKeys). */
function nextHashes(sources: readonly string[]): ReadonlySet<number> | null {
  const hashes = new Set<number>();
  for (const source of sources) {
    const keys = secondKeys(source);
    if (keys === null) return null;
    for (const start of keys) {
      // A short word at the end of a cue may go on in the text ("it" in "doing it's"): its key is not sure.
      if (start.length < 3 && !start.endsWith(' ')) return null;
      hashes.add(hashOf(startKey(start)));
    }
  }
  return hashes;
}

/**
 * Named cue lists matched word by word: each cue is indexed by the first three letters of the word it starts
 * with (leadingKeys) and tried, anchored, only where a word with that key starts. Cues that cannot be indexed
 * are scanned with one ordinary expression per name. Within one name, hits do not overlap and the earliest-listed
 * cue wins at a position, as with an alternation.
 *
 * The index is flat, in typed arrays, because a scan is a few hundred look-ups that would otherwise each follow
 * pointers to objects spread over the heap (and miss the cache when a scan runs between other work): a table of
 * slots keyed by the first word's key and the next word's hash gives a list of entry numbers, and each entry's
 * grams are read from one array before its object is touched.
 */
export class CueBook<Name extends string> {
  /** One bit for each hashOf a first word some cue starts with. */
  private readonly firstHashes = new Uint32Array(0x10000 / 32);
  /**
   * Open addressing, three numbers a slot side by side (one read of memory for a probe): its first word's key
   * (EMPTY when free), the next word's hash (or OPEN) and where its list starts.
   */
  private readonly slots: Float64Array;
  private readonly slotMask: number;
  /**
   * Lists of entry numbers, each ended by −1: for a first word and the next word's hash, the entries that can
   * match before that word (next null or holding it), in their order; for OPEN, those that can match before any.
   * One look-up per word instead of one per entry: a common first word ("i", "my") has dozens of entries.
   */
  private readonly lists: Int32Array;
  private readonly entries: Entry<Name>[] = [];
  /** Entry e's grams (gramsOf) are grams[gramFrom[e]] to grams[gramFrom[e + 1]]; none when it has no literals. */
  private readonly gramFrom: Int32Array;
  private readonly grams: Int32Array;
  /** Each with the literals one of which its text must hold (literalsOf), or null when that cannot be told. */
  private readonly unindexed: [Name, RegExp, readonly string[] | null, Int32Array | null][] = [];

  constructor(lists: readonly (readonly [Name, readonly string[]])[]) {
    const buckets = new Map<number, Bucket<Name>>();
    for (const [name, sources] of lists) {
      const rest: string[] = [];
      const byKey = new Map<number, { source: string; starts: Set<string> }[]>();
      for (const source of sources) {
        const starts = leadingKeys(source);
        if (starts === null) {
          rest.push(source);
          continue;
        }
        for (const start of starts) {
          const key = keyOf(startKey(start));
          const cues = byKey.get(key) ?? [];
          if (cues.at(-1)?.source !== source) cues.push({ source, starts: new Set() });
          cues.at(-1)!.starts.add(start);
          byKey.set(key, cues);
        }
      }
      for (const [key, cues] of byKey) {
        // One entry a cue, not one for a run of cues: each is tried only where its own second word, start and
        // literals can match, and a small expression run cold costs less than a long alternation (the same hits:
        // within a name the earliest-listed cue wins at a position either way).
        for (const cue of cues) {
          const starts = [...cue.starts];
          const bucket = buckets.get(key) ?? { key, hash: hashOf(startKey(starts[0]!)), entries: [] };
          buckets.set(key, bucket);
          bucket.entries.push({
            name,
            // Matches start at word starts by construction, so only the end of the word needs checking.
            re: new RegExp(`(?:${cue.source})${AFTER}`, 'uy'),
            next: nextHashes([cue.source]),
            starts: starts.every(saysMoreThanKey) ? starts : null,
            literals: literalsOf([cue.source]),
          });
        }
      }
      if (rest.length > 0) {
        const literals = literalsOf(rest);
        this.unindexed.push([name, compile(rest), literals, gramsOf(literals)]);
      }
    }
    // The lists of every slot, then the table sized for them at most half full.
    const slots: { key: number; hash: number; next: number; list: number[] }[] = [];
    for (const bucket of buckets.values()) {
      const ids = bucket.entries.map((e) => this.entries.push(e) - 1);
      const nexts = new Set<number>();
      for (const e of bucket.entries) for (const h of e.next ?? []) nexts.add(h);
      for (const next of nexts)
        slots.push({ ...bucket, next, list: ids.filter((id) => this.entries[id]!.next?.has(next) ?? true) });
      const open = ids.filter((id) => this.entries[id]!.next === null);
      if (open.length > 0) slots.push({ ...bucket, next: OPEN, list: open });
      this.firstHashes[bucket.hash >>> 5] = this.firstHashes[bucket.hash >>> 5]! | (1 << (bucket.hash & 31));
    }
    const size = 2 ** Math.ceil(Math.log2(Math.max(2, slots.length * 2)));
    this.slotMask = size - 1;
    this.slots = new Float64Array(size * 3).fill(EMPTY);
    const flat: number[] = [];
    for (const slot of slots) {
      let at = this.slotOf(slot.hash, slot.next);
      while (this.slots[3 * at] !== EMPTY) at = (at + 1) & this.slotMask;
      this.slots[3 * at] = slot.key;
      this.slots[3 * at + 1] = slot.next;
      this.slots[3 * at + 2] = flat.length;
      flat.push(...slot.list, -1);
    }
    this.lists = Int32Array.from(flat);
    this.gramFrom = new Int32Array(this.entries.length + 1);
    const grams: number[] = [];
    this.entries.forEach((e, id) => {
      this.gramFrom[id] = grams.length;
      grams.push(...(gramsOf(e.literals) ?? []));
    });
    this.gramFrom[this.entries.length] = grams.length;
    this.grams = Int32Array.from(grams);
  }

  /** Where the probe for a first word's hash and a next word's hash (or OPEN) starts. */
  private slotOf(hash: number, next: number): number {
    return (Math.imul(hash, 0x9e3779b1) ^ Math.imul(next + 2, 0x85ebca6b)) & this.slotMask;
  }

  /** The start of the list for a first word's key and hash and a next word's hash (or OPEN), or −1. */
  private listOf(key: number, hash: number, next: number): number {
    const { slots, slotMask } = this;
    for (let at = this.slotOf(hash, next); ; at = (at + 1) & slotMask) {
      const k = slots[3 * at]!;
      if (k === EMPTY) return -1;
      if (k === key && slots[3 * at + 1] === next) return slots[3 * at + 2]!;
    }
  }

  /** True when the last text read (readWords) may hold one of entry `id`'s literals, or it has none. */
  private mayMatch(id: number): boolean {
    const from = this.gramFrom[id]!;
    const to = this.gramFrom[id + 1]!;
    return from === to || mayHold(this.grams, from, to);
  }

  /** Every hit, by name, in text order. `text` is normalised (lower case). */
  scan(text: string): Map<Name, Hit[]> {
    const out = new Map<Name, Hit[]>();
    readWords(text);
    const count = wordCount;
    const { lists, entries, firstHashes } = this;
    for (let i = 0; i < count; i++) {
      const hash = wordHashes[i]!;
      if ((firstHashes[hash >>> 5]! & (1 << (hash & 31))) === 0) continue;
      const key = wordKeys[i]!;
      // A cue of two or more words needs its second word next: most first words ("i", "my") are followed by others.
      let from = i + 1 < count ? this.listOf(key, hash, wordHashes[i + 1]!) : -1;
      if (from < 0) from = this.listOf(key, hash, OPEN);
      if (from < 0) continue;
      const at = wordStarts[i]!;
      for (let k = from; lists[k]! >= 0; k++) {
        const id = lists[k]!;
        // Nor can "(?:i'm|i feel) (?:\w+ )?alone" match in a text without "alone": its grams rule out most cues at
        // the cost of two look-ups, before the entry itself is read.
        if (!this.mayMatch(id)) continue;
        const e = entries[id]!;
        // "the" is not "they'll" nor "therapy", although they share a key.
        if (e.starts !== null && !startsWithAny(text, at, e.starts)) continue;
        // …nor where no "alone" follows: in a message, a look-up costs less than a run of the expression (in a long
        // post, more).
        if (
          e.literals !== null &&
          text.length - at <= LITERAL_REACH &&
          !holdsAny(text, at, e.literals, this.grams, this.gramFrom[id]!)
        )
          continue;
        const list = out.get(e.name);
        // Hits of one name do not overlap.
        if (list !== undefined) {
          const last = list[list.length - 1]!;
          if (last.index + last.text.length > at) continue;
        }
        e.re.lastIndex = at;
        const m = e.re.exec(text);
        if (m === null) continue;
        if (list === undefined) out.set(e.name, [{ text: m[0], index: at }]);
        else list.push({ text: m[0], index: at });
      }
    }
    for (const [name, re, literals, grams] of this.unindexed) {
      if (literals !== null && grams !== null && !holdsAny(text, 0, literals, grams, 0)) continue;
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        const at = m.index;
        const found = m[0];
        if (found.length === 0) re.lastIndex++;
        const list = out.get(name);
        if (list === undefined) out.set(name, [{ text: found, index: at }]);
        else if (!list.some((h) => at < h.index + h.text.length && h.index < at + found.length)) {
          list.push({ text: found, index: at });
        }
      }
    }
    for (const list of out.values()) if (list.length > 1) list.sort((a, b) => a.index - b.index);
    return out;
  }
}

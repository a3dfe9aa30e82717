/**
 * Language identification with fastText's lid.176 model (fasttext.wasm.js), loaded once at module load. Short
 * and informal English ("I wanna die", "im excited!") often looks foreign to fastText, so a text whose words are
 * mostly common English words is English whatever fastText says. A text without letters is 'und'.
 */
import { getLIDModel } from 'fasttext.wasm.js';
import { WEIGHTS } from '../model/weights.js';
import { codePointAt, isLetter, width } from '../text/unicode.js';
import { wordSet } from '../text/word-table.js';

const lid = await getLIDModel();
const model = await lid.load();

/**
 * Abbreviations of English chat at work, rare in the training text: "lgtm 🚀" and "ptal" are English, not a
 * language no one can tell (they got the unread signal).
 */
const CHAT_ABBREVIATIONS =
  'lgtm sgtm ptal lmk wfh ooo eod eow fyi afaik iirc imo imho tbh btw nvm idk smh brb afk np ty thx tysm asap wip ack nit omw ttyl irl dm pr prs ci qa tl;dr'.split(
    ' ',
  );

const ENGLISH = wordSet([...WEIGHTS.extra.englishWords, ...CHAT_ABBREVIATIONS]);
/** fastText labels that are not ISO 639-1 two-letter codes are reported as 'und'. */
const ISO_639_1 = /^[a-z]{2}$/;

export interface Language {
  lang: string;
  /** How sure the detector is, 0..1. */
  confidence: number;
}

function fastText(text: string): { label: string; p: number } {
  const v = model.predict(text.replace(/\s+/g, ' '), 1, 0);
  const top = v.get(0) as [number, string];
  v.delete();
  return { label: top[1].replace('__label__', ''), p: top[0] };
}

/** Only a–z and the apostrophe. */
function isAsciiWord(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || c === 39)) return false;
  }
  return true;
}

/**
 * The words of lower-cased text: the matches of `/\p{L}+(?:['’]\p{L}+)?/gu` (letters, with one apostrophe inside),
 * read without the expression (see text/unicode.ts), the curly apostrophe straightened.
 */
export function lowerWords(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = codePointAt(text, i);
    if (!isLetter(cp)) {
      i += width(cp);
      continue;
    }
    let j = i + width(cp);
    while (j < text.length && isLetter(codePointAt(text, j))) j += width(codePointAt(text, j));
    const apostrophe = text.charCodeAt(j);
    if (
      (apostrophe === 39 || apostrophe === 0x2019) &&
      j + 1 < text.length &&
      isLetter(codePointAt(text, j + 1))
    ) {
      j++;
      while (j < text.length && isLetter(codePointAt(text, j))) j += width(codePointAt(text, j));
    }
    const word = text.slice(i, j);
    out.push(word.includes('’') ? word.replace('’', "'") : word);
    i = j;
  }
  return out;
}

export function detectLanguage(text: string): Language {
  const words = lowerWords(text.toLowerCase());
  if (words.length === 0) return { lang: 'und', confidence: 0 };
  let english = 0;
  let asciiWords = 0;
  for (const w of words) {
    if (ENGLISH.has(w)) english++;
    if (isAsciiWord(w)) asciiWords++;
  }
  const share = english / words.length;
  // Plainly English text needs no model (and most items are plainly English).
  const plain = share === 1 || (share >= 0.75 && words.length >= 3) || (share >= 0.6 && words.length >= 6);
  if (asciiWords === words.length && plain) {
    return { lang: 'en', confidence: share };
  }
  const ft = fastText(text);
  // A weak guess on a word or two that is not common English ("Oui", "hmpf") tells no language.
  if (ft.label === 'en')
    return ft.p < 0.3 && share < 0.5
      ? { lang: 'und', confidence: ft.p }
      : { lang: 'en', confidence: Math.max(ft.p, share) };
  if (
    share >= 0.8 ||
    (share >= 0.6 && ft.p < 0.9) ||
    (asciiWords === words.length && share >= 0.5 && ft.p < 0.5)
  ) {
    return { lang: 'en', confidence: share };
  }
  if (ft.p < 0.3 && share >= 0.4) return { lang: 'en', confidence: share };
  return { lang: ISO_639_1.test(ft.label) ? ft.label : 'und', confidence: ft.p };
}

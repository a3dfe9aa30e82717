/**
 * Street addresses: a house number with a street name and a street word ("1668 Glyn St", "Via Franscini 71",
 * "Koskikatu 25", "233 Erzsébet tér 19."), unit designators ("Apt. 595", "Suite 501"), military and PO-box
 * addresses. A found street grows over the unit, postcode, city, state and country that follow it, and over a
 * house number or postcode just before it.
 */
import type { PiiSpan } from './span.js';

/** `street` → `[Ss]treet|STREET`: case-insensitive words without the `i` flag (which would break \p{Lu}). */
function anyCase(words: readonly string[]): string {
  return words
    .map(
      (w) =>
        `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1).replace(/\./g, '\\.')}|${w.toUpperCase().replace(/\./g, '\\.')}`,
    )
    .join('|');
}

const STREET_WORDS = [
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
  'boulevard',
  'blvd',
  'lane',
  'ln',
  'drive',
  'dr',
  'court',
  'ct',
  'way',
  'place',
  'pl',
  'square',
  'squares',
  'sq',
  'terrace',
  'crescent',
  'close',
  'gardens',
  'parkway',
  'pkwy',
  'highway',
  'hwy',
  'circle',
  'cir',
  'trail',
  'row',
  'walk',
  'plaza',
  'alley',
  'mews',
  'grove',
  'hill',
  'park',
  'ridge',
  'pike',
  'crossing',
  'loop',
  'wharf',
  'quay',
  'gate',
  'vei',
  'veien',
  'terrasse',
  'kapu',
  'rakpart',
  'rkp',
  'fort',
  'freeway',
  'turnpike',
  'str',
  'strasse',
  'straße',
  'gasse',
  'weg',
  'platz',
  'allee',
  'damm',
  'rue',
  'chemin',
  'allée',
  'quai',
  'via',
  'viale',
  'piazza',
  'corso',
  'largo',
  'calle',
  'avenida',
  'paseo',
  'camino',
  'carrera',
  'rua',
  'rúa',
  'praça',
  'travessa',
  'estrada',
  'ulica',
  'ul',
  'utca',
  'u',
  'út',
  'útja',
  'tér',
  'tee',
  'mnt',
  'maantee',
  'puiestee',
  'körút',
  'katu',
  'tie',
  'kuja',
  'vej',
  'gade',
  'gata',
  'gatan',
  'vägen',
  'laan',
  'straat',
  'steeg',
  'gracht',
  'plein',
  'odos',
  'sokak',
  'caddesi',
  'streets',
  'roads',
  'lanes',
  'drives',
  'courts',
  'ways',
  'places',
  'avenues',
  'heights',
  'meadows',
];
const LEADING_STREET_WORDS = [
  'via',
  'viale',
  'piazza',
  'corso',
  'largo',
  'calle',
  'avenida',
  'paseo',
  'camino',
  'carrera',
  'rua',
  'rúa',
  'praça',
  'travessa',
  'estrada',
  'rue',
  'chemin',
  'allée',
  'quai',
  'avenue',
  'boulevard',
  'ulica',
  'ul.',
  'odos',
  'plaza',
];
/** Leading street words as people type them in lower case; a particle must follow ("rue de", "via delle"). */
const LOWER_LEADING =
  'rue|avenue|av\\.|boulevard|bd|chemin|allée|impasse|place|quai|via|viale|piazza|corso|rua|avenida|calle|praça|travessa';
const ROMANCE_PARTICLE =
  "(?:da|do|dos|das|de|del|della|delle|dello|dei|degli|dal|dalla|di|la|le|les|des|du|d'\\p{L}+)";
const STREET = `(?:${anyCase(STREET_WORDS)})\\.?(?![\\p{L}\\p{N}])`;
const LEADING = `(?:${anyCase(LEADING_STREET_WORDS)})`;
const CAP = "\\p{Lu}[\\p{L}'’-]*\\.?";
const PARTICLE =
  "(?:da|do|dos|das|de|del|della|delle|dello|dei|degli|dal|dalla|di|la|le|les|des|van|von|der|den|du|and|of|the|d'\\p{L}+)";
const COMPOUND =
  '\\p{L}\\p{Ll}+(?:katu|tie|kuja|polku|tori|vej|gade|vænget|gatan|gata|götu|vegur|stígur|braut|vägen|straße|strasse|gasse|weg|platz|allee|laan|straat|steeg|gracht|utca|út|útja|väg|veien|vegen|ulica|tee)';
/** Compound street names that also follow a house number, as in English ("14 Kastanienallee"). */
const COMPOUND_AFTER_NUMBER =
  '\\p{Lu}\\p{Ll}+(?:straße|strasse|gasse|weg|platz|allee|damm|katu|gatan|gata|vägen|veien|vej|gade|straat|laan|gracht)';
const UNIT = `(?:${anyCase(['apt', 'apartment', 'suite', 'ste', 'unit', 'flat', 'floor', 'fl', 'room', 'bldg'])}|#)\\.?\\s*#?\\s*\\d+[A-Za-z]?(?![\\p{L}\\p{N}])`;
const LEADING_UNIT = `(?:Apt|APT|apt|Apartment|Suite|SUITE|Ste|Flat)\\.?\\s*#?\\s*\\d+[A-Za-z]?(?![\\p{L}\\p{N}])`;

/**
 * The street forms, one expression each. Together they match as one alternation would (the leftmost find, the
 * earliest-listed form at a position; see leftmostFinds), but an alternation of all of them has no first
 * character to look for, so it tries every form at every position: apart, each form skips ahead on its own.
 */
const STREET_FORMS: readonly RegExp[] = [
  `(?<![\\p{L}\\p{N}])\\d{1,6}[A-Za-z]?,?\\s+(?:(?:${CAP}|${PARTICLE})\\s+){0,3}${CAP}\\s+${STREET}`,
  `(?<![\\p{L}\\p{N}])\\d{1,6}\\s+(?:${CAP}\\s+){1,3}${STREET}`,
  `(?<![\\p{L}])${LEADING}\\s+(?:(?:${CAP}|${PARTICLE})\\s+){0,3}${CAP},?\\s+(?:n[º°o]\\.?\\s*)?\\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  // Written in lower case: 12 rue de la paix · avenue des lilas 4 · 3 via delle rose
  `(?<![\\p{L}\\p{N}])\\d{1,5}[A-Za-z]?,?\\s+(?:${LOWER_LEADING})\\s+(?:${ROMANCE_PARTICLE}\\s+){1,2}\\p{L}[\\p{L}'’-]+(?:\\s+\\p{L}[\\p{L}'’-]+)?(?=\\s*(?:$|[,.;\\n]|\\d))`,
  `(?<![\\p{L}])(?:${LOWER_LEADING})\\s+(?:${ROMANCE_PARTICLE}\\s+){1,2}\\p{L}[\\p{L}'’-]+(?:\\s+\\p{L}[\\p{L}'’-]+)?,?\\s+\\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  `(?<![\\p{L}])(?:${CAP}\\s+){1,2}${STREET}\\s+\\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])\\.?`,
  `(?<![\\p{L}])(?:${CAP}\\s+)?${COMPOUND}\\s+\\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  // 14 Kastanienallee · 3 Storgatan
  `(?<![\\p{L}\\p{N}])\\d{1,6}[A-Za-z]?,?\\s+${COMPOUND_AFTER_NUMBER}(?:[ \\t]+\\d{1,5}[A-Za-z]?)?(?![\\p{L}\\p{N}])`,
  // 20789 Allika 46 · 928 Λ. Αλεξάνδρας 14 · 5850 Jana Nerudy 894
  `(?<![\\p{L}\\p{N}])\\d{1,6}[ \\t]+(?:${CAP}[ \\t]+){1,3}\\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  // lives at Maneeži 75 · address: Edeby 55
  `(?<=(?:lives at|live at|living at|lives on|live on|address(?: is|:)?|sent to|send it to|located at|is at|is in|it is|station is on|moved to|ship to|deliver to)[ \\t]+)(?:${CAP}[ \\t]+){1,3}\\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  // An abbreviation's full stop ("ul. Grochowa", "Str. and") does not end the corner.
  '[Tt]he corner of (?:[^.\\n?!]|(?<=\\s\\p{L}{1,4})\\.(?= \\p{L})){3,60}',
  // Military addresses, also typed in lower case: psc 5420, box 2708 · apo aa 33879 · uscgc hamilton
  `(?<![\\p{L}])(?:${anyCase(['psc', 'unit', 'cmr'])})\\s+\\d{3,5},?\\s+(?:${anyCase(['box'])})\\s+\\d{3,5}`,
  '(?<![\\p{L}])(?:APO|FPO|DPO|apo|fpo|dpo)\\s+(?:A[AEP]|a[aep])\\s+\\d{5}(?!\\d)',
  '(?<![\\p{L}])(?:USNS|USNV|USS|USCGC|usns|usnv|uscgc)\\s+\\p{L}{3,}',
  // A house number before a leading street word: 29 Rue de Tanger · 31 Rue tachkent
  `(?<![\\p{L}\\p{N}])\\d{1,5},?\\s+(?:Rue|Rua|Rúa|Via|Calle|Avenida|Avenue|Chemin|Allée|Quai|Viale|Piazza|Corso|Strada)\\s+(?:(?:(?:${CAP}|${PARTICLE})\\s+){0,3}${CAP}|\\p{Ll}{3,}(?![\\p{L}]))`,
  `(?<![\\p{L}])${LEADING_UNIT}`,
  '(?<![\\p{L}])P\\.?\\s?O\\.?\\s+Box\\s+\\d+',
].map((form) => new RegExp(form, 'gu'));

const TAIL_PART = new RegExp(
  `^[\\s,>]{0,5}(?:${UNIT}|\\d{3,6}(?:-\\d{3,4})?(?![\\p{L}\\p{N}])|[A-Z]{1,2}\\d[A-Z\\d]?\\s\\d[A-Z]{2}|[A-Z]{2}(?![\\p{L}\\p{N}])|(?:${CAP})|\\d{1,5}\\.(?!\\d)|(?:APO|FPO|DPO|apo|fpo|dpo)\\s+(?:A[AEP]|a[aep])\\s+\\d{5})`,
  'u',
);
const HEAD = /(?:\d{1,6}[A-Za-z]?[ \t]*,?[ \t]*)$/u;
const NOT_PLACE =
  /^(?:I|The|A|An|My|We|He|She|They|It|This|That|Please|Thanks|Thank|And|But|Or|If|Is|Are|Was|Can|Could|Would|Will|Who|What|When|Where|Why|How|Do|Did|Does|Have|Has|Call|Contact|Phone|Email|E-mail|Name|Address|Website|From|To|At|On|In|For|With|By|Of|Tel|Fax|Mobile|Hi|Hello|Dear|Regards|Best|Sincerely|Cheers|Also|So|Then|Now|Here|There)\b/u;

function grow(text: string, start: number, end: number): [number, number] {
  const head = HEAD.exec(text.slice(Math.max(0, start - 12), start));
  if (head) start -= head[0].length;
  for (let parts = 0; parts < 10; parts++) {
    const m = TAIL_PART.exec(text.slice(end, end + 60));
    if (!m) break;
    const word = m[0].replace(/^[\s,]+/, '');
    if (NOT_PLACE.test(word)) break;
    end += m[0].length;
  }
  return [start, end];
}

/** Every form needs a number next to a capitalised word, a street word or a unit word; most texts have none. */
const MAY_HOLD_ADDRESS = /\d[ \t]*,?[ \t]+[\p{Lu}\p{L}]|\p{L}[.,]?[ \t]+\d|corner of/u;

/** ASCII digits; every branch of MAY_HOLD_ADDRESS but "corner of" needs one, and this scan is far cheaper. */
const DIGIT = /\d/;

export function findAddresses(text: string): PiiSpan[] {
  if (!DIGIT.test(text) && !text.includes('corner of')) return [];
  if (!MAY_HOLD_ADDRESS.test(text)) return [];
  const out: PiiSpan[] = [];
  for (const [at, length] of leftmostFinds(STREET_FORMS, text)) {
    const [start, end] = grow(text, at, at + length);
    out.push({ start, end, type: 'address' });
  }
  return out;
}

/**
 * What `text.matchAll` of the alternation of `forms` would find, as [index, length] pairs: from the end of the
 * last find on, the leftmost match of any form, the earliest-listed at a tie. A form's next match is kept until
 * the scan passes its start (a match depends only on its position, so it stays the leftmost after that point).
 */
function leftmostFinds(forms: readonly RegExp[], text: string): [number, number][] {
  const next: (RegExpExecArray | null)[] = forms.map((re) => {
    re.lastIndex = 0;
    return re.exec(text);
  });
  const out: [number, number][] = [];
  let from = 0;
  for (;;) {
    let best = -1;
    for (let k = 0; k < forms.length; k++) {
      let m = next[k] ?? null;
      if (m !== null && m.index < from) {
        forms[k]!.lastIndex = from;
        m = next[k] = forms[k]!.exec(text);
      }
      if (m !== null && (best < 0 || m.index < next[best]!.index)) best = k;
    }
    if (best < 0) return out;
    const m = next[best]!;
    out.push([m.index, m[0].length]);
    from = m.index + Math.max(1, m[0].length);
  }
}

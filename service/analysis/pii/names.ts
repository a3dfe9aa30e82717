/**
 * Person names. Lower-case text is never taken for a name. A run of capitalised words is a name when:
 * a title stands before it (Dr, Mrs…); a cue stands before or after it ("my name is", "this is", "by",
 * "said", "'s", a dialogue colon); or it has two or more words, none a common English word written in lower case
 * elsewhere (the training vocabulary), or it starts with a common given name. Months, weekdays and a list of
 * capitalised non-names are never names.
 */

import {
  codePointAt,
  codePointBefore,
  isLetter,
  isLetterOrNumber,
  isUpperCase,
  width,
} from '../text/unicode.js';
import { FIRST_NAMES } from './first-names.js';
import { isKnownWord, isOrdinaryWord, isPlainName, PEOPLE_NAMES, VOCABULARY } from './lexicon.js';
import type { PiiSpan } from './span.js';

const NEVER_NAMES = new Set(
  `i i'm i'll i've i'd january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays
sundays weekend weekends anyhow anyway anyways mon tue wed thu fri sat sun jan feb mar apr jun jul aug sep
sept oct nov dec god jesus christ lord christmas easter halloween thanksgiving covid ok okay lol omg wtf tbh imo
english french german spanish italian russian chinese japanese american british european canadian australian
indian mexican african asian muslim christian jewish catholic democrat democrats republican republicans
inc ltd llc corp co gmbh plc ag sa bv university college school hospital bank street road avenue team group
company department office hr it ceo cto cfo vp pm qa ui ux api ai ml usa uk eu us un nasa fbi cia nfl nba mlb nhl
fifa uefa google apple microsoft amazon facebook meta twitter reddit youtube netflix slack discord teams zoom jira
confluence github gitlab notion figma excel word outlook windows linux android iphone ipad mac tesla uber spotify
instagram tiktok whatsapp linkedin wikipedia workday asana trello salesforce zendesk hubspot okta datadog pagerduty
sentry grafana bitbucket miro loom calendly dropbox gmail chatgpt copilot servicenow kubernetes k8s postgres
postgresql mysql sqlite mongodb nginx terraform webpack typescript javascript laravel symfony golang kotlin ubuntu
macos npm pipenv graphql vercel netlify heroku cloudflare elasticsearch kibana nextjs london paris berlin tokyo york new city state country america europe
asia africa canada china japan india russia germany france italy spain mexico brazil australia england scotland
ireland wales texas california florida hollywood sir dr mr mrs ms`.split(/\s+/),
);

// The cues below are tested against the text before a word. `(?<!\p{L})` says what `(?:^|[^\p{L}])` would, but
// lets the engine look for a cue's first letter instead of trying both branches at every position.
/** The name of an error type in a pasted message: "TypeError:", "NullPointerException". */
const ERROR_SUFFIXES = ['Error', 'Exception', 'Warning', 'Fault', 'Panic'];
const isErrorType = (raw: string) =>
  raw.length > 5 &&
  raw[0] !== raw[0]!.toLowerCase() &&
  ERROR_SUFFIXES.some((s) => raw.endsWith(s) && raw.length > s.length);
const TITLE =
  /(?<!\p{L})(?:dr|mr|mrs|ms|mx|miss|prof|professor|sir|madam|dame|rev|herr|frau|mme|mlle|sr|sra)\.?\s+$/iu;
/** Cues that introduce a person whatever the name looks like. */
const STRONG_BEFORE =
  /(?<!\p{L})(?:my name is|name is|name's|names are|named (?:him|her|them|it)|(?:last |first |full |sur)?name[:?]|named|called|said|says|shouted at|yelled at|asked|told|thanked|emailed|messaged|texted|pinged|calls me|ask|tell|ping|pinged|invite|invited|cc'd|message|dm|dm'd|call|thank|thanks to|this is|call me|ask for|speak to|speak with|talk to|talked to|spoke to|spoke with|contact|under|cc|hi|hello|hey|dear|thanks|thank you|meet|met with|founders?:|user:|agent:|client:|customer:|patient:|signed|regards|cheers|sincerely|yours|thanks again|happy birthday|happy anniversary|happy work anniversary|farewell|goodbye|good luck|get well soon|congrats to|congratulations to|kudos to|props to|shout-?out to|great job|good job|nice work|great work|well done|welcome|please welcome|assigned to|reassigned to|handed (?:it )?(?:over )?to|hand(?:ing|s)? (?:it )?(?:over )?to|loop(?:ing|ed)? in|pair(?:ing|ed)? with|(?:lunch|coffee|call|chat|sync|meeting|1:1|one-on-one|talked|met) with|starring|featuring|co-starring|(?:had|has) given|directed by|written by|sung by|performed by|the (?:new |interim |acting |former )?(?:intern|designer|developer|engineer|manager|pm|hire|recruiter|contractor|analyst|director|cto|ceo|mentor|lead|tech lead|team lead|colleague|teammate),|(?:my|our|his|her|their|your) (?:new |interim |acting |former )?(?:intern|designer|developer|engineer|pm|hire|recruiter|contractor|analyst|director|cto|ceo|mentor|tech lead|team lead|friend|boss|manager|colleague|coworker|co-worker|partner|husband|wife|son|daughter|kid|child|baby|brother|sister|mother|father|mom|mum|dad|uncle|aunt|cousin|niece|nephew|grandson|granddaughter|grandma|grandpa|grandmother|grandfather|fianc[ée]e?|neighbou?r|teacher|doctor|nurse|lead|supervisor|roommate|ex|girlfriend|boyfriend)(?:'s name is)?)\s*[:,]?\s+$/iu;
/** A sign-off that opens its line or sentence: "Best, Kenta", "…? Best wishes Andreas" (not "the best WR"). */
const SIGN_OFF =
  /(?:^|[.!?\n])\s*(?:best|best wishes|all the best|many thanks|kind regards|warm regards)\s*,?\s+$/iu;
/** Weaker cues that only support a name that already looks like one (a given name). */
const WEAK_BEFORE =
  /(?<!\p{L})(?:i'm|i am|by|with|from|to|and|or|for|told|tell|asked|ask|about|like|is|was|under|of)\s+$/iu;
const COLON_AFTER = /^\s*:/u;
const CUE_AFTER =
  /^(?:\s*:(?:\s|["“])|\s+(?:said|says|told|tells|asked|asks|wrote|writes|replied|explained|thinks|thought|lives|lived|had given|has given|gave|listed|emailed|texted|messaged|mentioned|agreed|joined|sang|sung|directed|produced|is my|was my|from (?:hr|it|accounting|finance|sales|marketing|legal|support))(?![\p{L}'])|['’]s (?:kid|kids|son|daughter|wife|husband|boyfriend|girlfriend|partner|family|friend|mom|mum|dad|mother|father|brother|sister|address|phone|number|email|birthday|house|home|car|account|desk|song|songs|book|novel|band|pr|pull request|review|laptop|calendar|manager|proposal|presentation|farewell|leaving|last day|first day|demo|talk|branch|commit|changes|fix|ticket|question|idea|comment|suggestion)\b|,\s*(?:can|could|would|will|do|did|are|have|please|thanks|thank you)\b)/iu;

/** A sentence opened by a lone unknown capitalised word and one of these is about a person. */
const PERSON_VERB_AFTER =
  /^\s+(?:is from|was from|began writing|started writing|grew up|was born|spent|shouted|whispered|smiled|laughed|cried|is very|is a very|is so|will be (?:talking|speaking|presenting|joining|leaving)|was influenced|has been (?:working|promoted|hired)|works (?:at|for|in)|worked (?:at|for)|joined|left the|is leaving|is joining|calls|wants to|doesn't|didn't|isn't|is a|was a|will be|has a|had a)\b/iu;
/**
 * What is said of a colleague, never of a thing: "Fenna is on leave", "Ravi's out today", "Nguyen will take
 * over", "Chidi will cover standup".
 */
const COLLEAGUE_AFTER =
  /^(?:\s+(?:is|['’]s) |['’]s )(?:on (?:leave|vacation|holiday|parental leave|sick leave|pto)|out (?:sick|today|tomorrow|this week|of (?:the )?office)|off (?:today|tomorrow|sick)|away (?:today|this week|until))\b|^\s+(?:will take over|took over|is taking over|will cover|is covering|covered for|will be covering|has the pager|is on.?call)\b|^\s+(?:is|was|will be) (?:our|my|the team's) (?:new |interim |acting )?(?:PM|pm|[Pp]roduct [Mm]anager|[Pp]roject [Mm]anager|[Ee]ngineering [Mm]anager|[Mm]anager|[Tt]eam [Ll]ead|[Tt]ech [Ll]ead|[Ll]ead|[Ii]ntern|[Dd]esigner|[Dd]eveloper|[Ee]ngineer|hire|[Cc]olleague|teammate|CTO|CEO|CFO|COO|[Dd]irector|[Ss]crum [Mm]aster|[Rr]ecruiter|[Mm]entor|onboarding buddy)\b/u;
/** What is said of a colleague by a name that is surely one (a known given name or one from the names list). */
const KNOWN_COLLEAGUE_AFTER =
  /^\s+(?:is our|was our|is the new|is now our|pushed|merged|fixed|reviewed|approved|deployed|shipped|opened|filed|raised|reported)\b/u;
/**
 * Someone who opens a sentence beside the author: "Eddy and I reunited", "Rafael, Tomasz and I will be there"
 * (not "I live in Wyoming and I had…", where "and I" opens a clause).
 */
const AND_I_AFTER = /^\s+and I(?![\p{L}'’])/u;
const OPENING_LIST = /(?:^|[.!?\n])\s*(?:\p{Lu}[\p{L}'’-]*,\s*){1,3}$/u;
/** A cue for a source that may be a team or a tool as well as a person: only a word that is no common word follows. */
const SOURCE_BEFORE = /(?<!\p{L})according to\s+$/iu;
/** A question about whether a colleague is there: "Is Bartholomew around today?" */
const PRESENCE_BEFORE = /(?:^|[.!?\n]\s*)(?:is|was|will)\s+$/iu;
const PRESENCE_AFTER = /^\s+(?:around|available|online|in the office|in today|back|free)\b/iu;
/** Cues that name someone: what follows is a name even when it is also a word. */
const NAMING_CUE = /(?<!\p{L})(?:name is|name's|named|called|starring|featuring|co-starring)\s*[:,]?\s+$/iu;
/** Last words of place and business names that are also surnames: "Laguna Beach", "Waffle House". */
const PLACE_HEADS = new Set(
  `beach house coffee council wood woods wash pike town gang city county park street road hall church college
school university hospital bank club center centre hotel bar lake river mountain island bay valley station airport
mall market hill field fields green garden gardens bridge ford port point grove heights springs falls`.split(
    /\s+/,
  ),
);
/** A person's work or kin after a name: "the Jensen novel", "the Castro family". */
const WORK_AFTER =
  /^\s+(?:novel|novels|song|songs|album|albums|book|books|film|films|movie|movies|poem|poems|story|stories|play|plays|painting|paintings|version|recording|biography|family|household|twins|brothers|sisters|kids|estate)\b/u;
/** Words that stand before a name: "early Lundberg", "ex-Zombie Kastner", "starring Adamska". */
const NAME_BEFORE = /(?<!\p{L})(?:early|late|young|ex-\p{L}+|by|starring|featuring)\s+$/iu;
/**
 * A name addressed at the end of a sentence, after a comma that follows a lower-case word: "don't go to town,
 * Roy!", "nice work on the release, Akifumi". The word before the comma is not capitalised ("Berlin, Germany").
 */
const VOCATIVE_BEFORE = /(?<![\p{L}'’-])\p{Ll}[\p{L}'’-]*,[ \t]*$/u;
const VOCATIVE_AFTER = /^[ \t]*(?:[.!?…]+(?:\s|$)|$)/u;
/** "Marrero and Murphy were …": two unknown capitalised words joined by "and" as the subject of a plural verb. */
const PAIR_SUBJECT = /^\s+and\s+\p{Lu}[\p{L}'’-]*\s+(?:were|are|have|had|both)\b/u;
const LIST_JOIN = /^(?:,\s*|\s+(?:and|or)\s+|\s*&\s*|,\s*(?:and|or)\s+)$/u;

const POSSESSIVE = /['’]s$/u;
const SPACE = /\s/;

/**
 * Where each word starts and ends, in pairs: the spans `/\p{Lu}\.(?=\s)|\p{L}[\p{L}'’-]*|\d+/gu` matches (an
 * initial, a word with its apostrophes and hyphens, a number), read without the expression (see text/unicode.ts).
 */
export function wordSpans(text: string): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = codePointAt(text, i);
    const w = width(cp);
    if (isLetter(cp)) {
      const dot = i + w;
      if (
        isUpperCase(cp) &&
        text.charCodeAt(dot) === 46 &&
        dot + 1 < text.length &&
        SPACE.test(text[dot + 1]!)
      ) {
        out.push(i, dot + 1);
        i = dot + 1;
        continue;
      }
      let j = dot;
      while (j < text.length) {
        const c = codePointAt(text, j);
        if (!isLetter(c) && c !== 39 && c !== 0x2019 && c !== 45) break;
        j += width(c);
      }
      out.push(i, j);
      i = j;
    } else if (cp >= 48 && cp <= 57) {
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      out.push(i, j);
      i = j;
    } else i += w;
  }
  return out;
}

interface Word {
  text: string;
  start: number;
  end: number;
  cap: boolean;
  initial: boolean;
  common: boolean;
  given: boolean;
  lower: string;
  never: boolean;
  sentenceStart: boolean;
}

const LOWER_WORD: Word = {
  text: '',
  start: 0,
  end: 0,
  cap: false,
  initial: false,
  common: true,
  given: false,
  lower: '',
  never: false,
  sentenceStart: false,
};

function isUpper(code: number, ch: string): boolean {
  if (code >= 65 && code <= 90) return true;
  if (code < 128) return false;
  return ch !== ch.toLowerCase();
}

/** The words of `text`; `lowerGiven` is set when a lower-case word is a given name. */
function words(text: string, seen: { lowerGiven: boolean }): Word[] {
  const out: Word[] = [];
  const spans = wordSpans(text);
  for (let k = 0; k < spans.length; k += 2) {
    const start = spans[k]!;
    let raw = text.slice(start, spans[k + 1]);
    const first = raw[0]!;
    if (!isUpper(raw.charCodeAt(0), first)) {
      // Lower-case words only matter as separators between capitalised runs.
      // Names from the large list in lower case need a cue (MAY_CUE_LOWER); this check runs on every word.
      if (!seen.lowerGiven && FIRST_NAMES.has(raw) && !VOCABULARY.has(raw)) seen.lowerGiven = true;
      out.push(LOWER_WORD);
      continue;
    }
    if (POSSESSIVE.test(raw)) raw = raw.slice(0, -2);
    const lower = raw.replace(/\.$/, '').toLowerCase();
    const rest = raw.slice(1);
    const cap = raw.length <= 2 || rest !== rest.toUpperCase();
    let p = start - 1;
    while (p >= 0 && (text[p] === ' ' || text[p] === '\t')) p--;
    const sentenceStart = p < 0 || SENTENCE_BREAK.has(text[p]!);
    out.push({
      text: raw,
      start,
      end: start + raw.length,
      cap,
      initial: raw.length <= 2 && (raw.length === 1 || raw[1] === '.'),
      common: VOCABULARY.has(lower),
      given: FIRST_NAMES.has(lower),
      lower,
      // "I." inside a name is an initial ("Hanne I. Kreutzmann"), not the pronoun.
      never:
        (NEVER_NAMES.has(lower) &&
          !(
            raw === 'I.' &&
            text[start + 3] !== undefined &&
            isUpper(text.charCodeAt(start + 3), text[start + 3]!)
          )) ||
        isErrorType(raw),
      sentenceStart,
    });
  }
  return out;
}

/** A given name or surname in the names list, ordinary word or not ("Park", "Kowalski"). */
const isPerson = (w: Word) => PEOPLE_NAMES.has(w.lower);

/** Endings that make a word of a word: "onboard" → "onboarding", "standup" → "standups". */
const WORD_ENDINGS = ['ings', 'ing', 'ers', 'er', 'ed', 'ments', 'ment', 'es', 's'];

/**
 * Whether a capitalised word no text of the training data holds is still a word, not a name: a word of the
 * dictionary ("Retro was a waste of time"), one made of such a word with an ending ("Onboarding was a mess"), or two
 * such words run together ("Standup is so long", "Offboarding was a mess"). Names of the names list are excluded
 * by the caller; "Priya", "Xochitl" are no words.
 */
function isWordLike(lower: string): boolean {
  if (isOrdinaryWord(lower)) return true;
  for (const ending of WORD_ENDINGS) {
    if (!lower.endsWith(ending) || lower.length - ending.length < 3) continue;
    const stem = lower.slice(0, -ending.length);
    if (isOrdinaryWord(stem) || isOrdinaryWord(`${stem}e`) || isCompound(stem)) return true;
    if (stem.at(-1) === stem.at(-2) && isOrdinaryWord(stem.slice(0, -1))) return true;
  }
  return isCompound(lower);
}

/** Two dictionary words run together, the first of three letters or more, the second too or "up": "offboard", "standup". */
function isCompound(lower: string): boolean {
  for (let k = 3; k <= lower.length - 2; k++) {
    const head = lower.slice(0, k);
    const tail = lower.slice(k);
    if (isOrdinaryWord(head) && isOrdinaryWord(tail) && (tail.length >= 3 || tail === 'up')) return true;
  }
  return false;
}

const SENTENCE_BREAK = new Set(['.', '!', '?', '\n', '"', '“', '(', '-', '–', '—', ':', '*', '>']);

/** Two words belong to one name when only a single space (or a tab) separates them. */
function joined(text: string, a: Word, b: Word): boolean {
  if (a === LOWER_WORD || b === LOWER_WORD) return false;
  const gap = text.slice(a.end, b.start);
  return gap === ' ' && a.text.length === a.end - a.start;
}

export function findNames(text: string): PiiSpan[] {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      upper++;
      letters++;
    } else if (c >= 97 && c <= 122) letters++;
  }
  // Shouted text carries no capitalisation cue.
  if (upper > 0.6 * letters && letters > 8) return [];
  const seen = { lowerGiven: false };
  const ws = words(text, seen);
  const runs: Run[] = [];
  for (let i = 0; i < ws.length; i++) {
    // A capitalised common word opening a run ("Hi", "Unlike") is a cue, not part of the name.
    while (
      i + 1 < ws.length &&
      ws[i]!.cap &&
      ws[i]!.common &&
      !ws[i]!.given &&
      ws[i + 1]!.cap &&
      joined(text, ws[i]!, ws[i + 1]!)
    )
      i++;
    const w = ws[i]!;
    if (!w.cap || w.never) continue;
    let j = i;
    while (
      j + 1 < ws.length &&
      j - i < 3 &&
      ws[j + 1]!.cap &&
      !ws[j + 1]!.never &&
      joined(text, ws[j]!, ws[j + 1]!)
    )
      j++;
    const run = ws.slice(i, j + 1);
    const before = text.slice(Math.max(0, w.start - 40), w.start);
    const after = text.slice(run.at(-1)!.end, run.at(-1)!.end + 30);
    const given = w.given;
    const strong = STRONG_BEFORE.test(before) || SIGN_OFF.test(before);
    // A heading before a colon is no speaker ("Reviewers: Anna and Tom", "Blockers: none", "Fax: …"): an ordinary
    // word alone before a colon is not taken for a name, unless it is also a person's name ("Destiny: …").
    const cueAfter =
      CUE_AFTER.test(after) &&
      !(run.length === 1 && !given && COLON_AFTER.test(after) && isOrdinaryWord(w.lower) && !isPerson(w));
    // A person's name that is no ordinary word, addressed: a known name in a place only a person stands.
    const vocative =
      run.length === 1 &&
      !w.sentenceStart &&
      w.text.length > 2 &&
      w.text !== w.text.toUpperCase() &&
      isPerson(w) &&
      !isOrdinaryWord(w.lower) &&
      VOCATIVE_BEFORE.test(before) &&
      VOCATIVE_AFTER.test(after);
    const withTheAuthor =
      run.length === 1 && AND_I_AFTER.test(after) && (w.sentenceStart || OPENING_LIST.test(before));
    let name = false;
    if (run.every((x) => x.initial)) name = false;
    else if (TITLE.test(before)) name = true;
    else if (run.length >= 2) {
      const last = run.at(-1)!;
      const nameLike =
        run.every((x) => !x.common || x.given || x.initial) ||
        // "Nadia Brown", "Kowalczyk Key": a surname that is also a word, after a known name.
        (run.length === 2 &&
          (w.given || isPlainName(w.lower)) &&
          isPerson(last) &&
          last.text.length >= 4 &&
          !PLACE_HEADS.has(last.text.toLowerCase()));
      name = nameLike || given || strong || cueAfter;
    } else if (given) {
      name =
        !w.sentenceStart ||
        strong ||
        cueAfter ||
        WEAK_BEFORE.test(before) ||
        PERSON_VERB_AFTER.test(after) ||
        COLLEAGUE_AFTER.test(after) ||
        KNOWN_COLLEAGUE_AFTER.test(after) ||
        PAIR_SUBJECT.test(after) ||
        withTheAuthor;
    } else if (!w.common) {
      name =
        strong ||
        cueAfter ||
        vocative ||
        (SOURCE_BEFORE.test(before) && !isOrdinaryWord(w.lower)) ||
        withTheAuthor ||
        (w.sentenceStart && PERSON_VERB_AFTER.test(after) && (isPerson(w) || !isWordLike(w.lower))) ||
        COLLEAGUE_AFTER.test(after) ||
        (isPerson(w) && PRESENCE_BEFORE.test(before) && PRESENCE_AFTER.test(after)) ||
        (PAIR_SUBJECT.test(after) && !ws[j + 2]?.common) ||
        // A known name (not a place or brand the list shares) in a person's place: "the Kaczmarek novel",
        // "that Lundberg was influenced", "than early Sokolov".
        (w.text.length > 2 &&
          w.text !== w.text.toUpperCase() &&
          isPlainName(w.lower) &&
          (PERSON_VERB_AFTER.test(after) ||
            KNOWN_COLLEAGUE_AFTER.test(after) ||
            WORK_AFTER.test(after) ||
            NAME_BEFORE.test(before)));
    } else if (vocative) {
      name = true;
    } else if (isPerson(w) && !w.sentenceStart && NAMING_CUE.test(before)) {
      // "her maiden name is Key", "starring Rose": a name that is also a word, after a cue for a person.
      name = true;
    } else if (isPerson(w) && PAIR_SUBJECT.test(after)) {
      // "Park and Mann were…": a surname that is also a word, paired with a name as the subject.
      const other = ws[j + 2];
      name = other !== undefined && (isPerson(other) || !other.common) && !other.never;
    }
    runs.push({
      start: w.start,
      end: run.at(-1)!.end,
      name,
      // An ordinary word opening a sentence ("Best, Kenta") joins no list of names.
      eligible:
        !(run.length === 1 && w.sentenceStart && w.common && !given) &&
        run.every((x) => !x.common || x.given || isPerson(x)),
    });
    i = j;
  }
  // Names in a list share its nature: "Kónya, Becker and Vasquez" once one of them is known to be a name.
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = 0; k < runs.length; k++) {
      const r = runs[k]!;
      if (r.name || !r.eligible) continue;
      const prev = runs[k - 1];
      const next = runs[k + 1];
      const linked = (a: Run | undefined, b: Run | undefined) =>
        a !== undefined &&
        b !== undefined &&
        a.name &&
        LIST_JOIN.test(text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)));
      if (linked(prev, r) || linked(next, r)) {
        r.name = true;
        changed = true;
      }
    }
  }
  const out: PiiSpan[] = runs
    .filter((r) => r.name)
    .map((r) => ({ start: r.start, end: r.end, type: 'name' }));
  if (seen.lowerGiven || MAY_CUE_LOWER.test(text)) out.push(...lowerCaseNames(text));
  // Lower-case "given-name surname" pairs ("patricia desrosiers").
  for (const m of seen.lowerGiven ? text.matchAll(LOWER_PAIR) : []) {
    const [given, surname] = [m[1]!, m[2]!];
    if (FIRST_NAMES.has(given) && !VOCABULARY.has(given) && unknownWord(surname)) {
      const start = m.index ?? 0;
      out.push({ start, end: start + given.length + 1 + surname.length, type: 'name' });
    }
  }
  return out;
}

const LOWER_PAIR = /(?<![\p{L}\p{N}])(\p{Ll}+)(?= (\p{Ll}{3,})(?![\p{L}\p{N}]))/gu;

/** A given name that no one writes as an ordinary word ("anna", not "will" or "grace"). */
const plainGiven = (w: string) => isPlainName(w) || (FIRST_NAMES.has(w) && !VOCABULARY.has(w));
/** Cues before a lower-case name: "hi anna", "my name is tom", "ask priya", "my manager sven". */
const LOWER_CUE =
  /(?<!\p{L})(?:my name is|name is|name's|i'm called|call me|hi|hello|hey|dear|thanks|thank you|thx|(?:shout ?out|shout-out|kudos|props|big up) to|ask|tell|ping|cc|invite|invited|talk to|talked to|spoke to|spoke with|loop in|looping in|pairing with|met|meet|with|and|(?:my|our) (?:friend|boss|manager|colleague|coworker|lead|teammate|partner))[ ,:]+$/iu;
const LOWER_WORD_AT = /\p{Ll}[\p{Ll}'’-]*/uy;

/** Cues after which any lower-case word that is no known word is a name: "call me višeslav", "hi tomasz". */
const LOWER_STRONG_CUE =
  /(?<!\p{L})(?:my name is|name is|name's|maiden name is|i'm called|call me|named|hi|hello|hey|dear|thanks|thanks to|thank you|thx|(?:shout ?out|shout-out|kudos|props|big up) to|ask|ping|cc|talk to|talked to|spoke to|spoke with|loop in|looping in|(?:met|meeting|lunch|coffee|sync|synced|chat|chatted|1:1|one-on-one) with|(?:my|our) (?:friend|boss|manager|colleague|coworker|lead|teammate|partner))[ ,:]+$/iu;
// "\b" as a lookbehind (under "iu", [a-z0-9_] is what \w is): the engine then looks for the cues' letters instead of
// trying every position of the text.
const MAY_CUE_LOWER =
  /(?<![a-z0-9_])(?:name|name's|named|call|hi|hey|hello|dear|thanks|thanks to|thank you|thx|(?:shout ?out|shout-out|kudos|props|big up) to|ask|ping|cc|invite|invited|talk|talked|loop|looping|pairing|spoke|friend|boss|manager|colleague|coworker|lead|teammate|partner|(?:met|meeting|lunch|coffee|sync|synced|chat|chatted|1:1|one-on-one) with)[ ,:]+\p{Ll}/iu;
const LOWER_LIST_NEXT =
  /^(?:,\s*|\s+(?:and|or)\s+|\s*&\s*|,\s*(?:and|or)\s+)(\p{Ll}[\p{Ll}'’-]{2,})(?![\p{L}\p{N}])/u;
const LOWER_LIST_PREV =
  /(?<![\p{L}\p{N}])(\p{Ll}[\p{Ll}'’-]{2,})(?:,\s*|\s+(?:and|or)\s+|\s*&\s*|,\s*(?:and|or)\s+)$/u;
const unknownWord = (w: string) => w.length >= 3 && !isKnownWord(w) && !NEVER_NAMES.has(w);

/**
 * Names in lower case: a given name after a cue (with the surname that follows it, when that is no known word),
 * any unknown word after a strong cue ("call me višeslav"), lists of given names ("anna, tom and priya") once two
 * of them are plainly names, and the unknown words listed with a name found ("nyberg and lindqvist").
 */
// The expressions a function uses are made once, here: written in its body, some are built anew at every call when
// the sources run through tsx (which writes them as `new RegExp(…)`).
const LOWER_WORD_ALONE = /(?<![\p{L}\p{N}'’])\p{Ll}+(?![\p{L}\p{N}'’])/gu;
/** ".nim", ".com": the name goes on as a file or a host. */
const DOT_AND_LETTER = /^\.\p{L}/u;
const UPPER_CASE = /^\p{Lu}+$/u;

function lowerCaseNames(text: string): PiiSpan[] {
  const out: PiiSpan[] = [];
  const given: { start: number; end: number; plain: boolean }[] = [];
  for (const m of text.matchAll(LOWER_WORD_ALONE)) {
    const plain = plainGiven(m[0]);
    if (plain || unknownWord(m[0]))
      given.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, plain });
  }
  given.forEach((g, k) => {
    // "ltest.nim", "example.com": a file or a host, not a name.
    if (DOT_AND_LETTER.test(text.slice(g.end, g.end + 2))) return;
    const before = text.slice(Math.max(0, g.start - 30), g.start);
    const cued = g.plain ? LOWER_CUE.test(before) : LOWER_STRONG_CUE.test(before);
    const listed =
      g.plain &&
      [given[k - 1], given[k + 1]].some(
        (o) => o?.plain && LIST_JOIN.test(text.slice(Math.min(o.end, g.end), Math.max(o.start, g.start))),
      );
    if (!cued && !listed) return;
    let end = g.end;
    LOWER_WORD_AT.lastIndex = g.end + 1;
    const surname = text[g.end] === ' ' ? LOWER_WORD_AT.exec(text) : null;
    if (surname && unknownWord(surname[0])) end = g.end + 1 + surname[0].length;
    out.push({ start: g.start, end, type: 'name' });
  });
  // The unknown words listed beside a name are names too.
  for (let k = 0; k < out.length; k++) {
    const s = out[k]!;
    const next = LOWER_LIST_NEXT.exec(text.slice(s.end, s.end + 40));
    if (next && unknownWord(next[1]!)) {
      const start = s.end + next[0].length - next[1]!.length;
      if (!out.some((o) => o.start === start)) out.push({ start, end: s.end + next[0].length, type: 'name' });
    }
    const prev = LOWER_LIST_PREV.exec(text.slice(Math.max(0, s.start - 40), s.start));
    if (prev && unknownWord(prev[1]!)) {
      const start = s.start - prev[0].length;
      if (!out.some((o) => o.start === start))
        out.push({ start, end: start + prev[1]!.length, type: 'name' });
    }
  }
  return out;
}

interface Run {
  start: number;
  end: number;
  name: boolean;
  eligible: boolean;
}

/**
 * Where each capitalised word starts and ends, in pairs: the spans the expression
 * `\p{Lu}(?<![\p{L}\p{N}'’]\p{Lu})[\p{L}\p{N}]*(?:['’]\p{L}+)*` (flags "gu") matches (an upper-case letter that opens a
 * word, and the rest of the word with its apostrophes), read without the expression (see text/unicode.ts).
 */
export function casedWordSpans(text: string): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = codePointAt(text, i);
    if (!isUpperCase(cp)) {
      i += width(cp);
      continue;
    }
    const before = codePointBefore(text, i);
    if (before >= 0 && (isLetterOrNumber(before) || before === 39 || before === 0x2019)) {
      i += width(cp);
      continue;
    }
    let j = i + width(cp);
    while (j < text.length && isLetterOrNumber(codePointAt(text, j))) j += width(codePointAt(text, j));
    // An apostrophe goes on the word when letters follow it: "Ravi's", "O’Neill".
    while (j + 1 < text.length && (text.charCodeAt(j) === 39 || text.charCodeAt(j) === 0x2019)) {
      if (!isLetter(codePointAt(text, j + 1))) break;
      j++;
      while (j < text.length && isLetter(codePointAt(text, j))) j += width(codePointAt(text, j));
    }
    out.push(i, j);
    i = j;
  }
  return out;
}
const LOWER_CASE_WORD = /(?<![\p{L}\p{N}'’])\p{Ll}/gu;
/** Brands and tools that keyphrases may name although no dictionary holds them ("the Jira migration"). */
export const PRODUCTS: ReadonlySet<string> = new Set(
  `google apple microsoft amazon facebook meta twitter reddit youtube netflix slack discord teams zoom jira
confluence github gitlab notion figma excel word outlook windows linux android iphone ipad mac tesla uber spotify
instagram tiktok whatsapp linkedin wikipedia workday asana trello salesforce zendesk hubspot okta datadog pagerduty
sentry grafana bitbucket miro loom calendly dropbox gmail chatgpt copilot servicenow npm pip pipenv yarn mysql postgres postgresql sqlite mongodb redis
kafka nginx apache docker kubernetes ansible terraform jenkins ubuntu debian macos ios webpack typescript
javascript php laravel symfony django flask rails golang rust kotlin swift github's aws azure gcp sql json yaml
csv html css http https api ui ux ci cd repo repos`.split(/\s+/),
);

/** Whether the word at `at` opens a sentence: nothing but space since the last mark that is not a comma. */
function opensSentence(text: string, at: number): boolean {
  let p = at - 1;
  while (p >= 0 && (text[p] === ' ' || text[p] === '\t')) p--;
  return p < 0 || !/[\p{L}\p{N},;]/u.test(text[p]!);
}

/** What keyphrases may and may not use of a text's words, read from how they are written (see keyphraseWords). */
export interface KeyphraseWords {
  /** Lower-cased words never to use. */
  excluded: Set<string>;
  /** Lower-cased acronyms written in capitals ("PR", "API"): usable although no dictionary holds them. */
  acronyms: Set<string>;
}

/** Title Case lines ("Add Support For Pull Requests") capitalise ordinary words for no reason. */
const TITLE_CASE_SHARE = 0.5;

/**
 * Keyphrase words as the scrubbed text writes them. Excluded: capitalised words that are not ordinary English
 * words (names the scrubber may have missed, but also places it cannot tell from names), and ordinary words
 * capitalised inside a sentence ("Park and Mann", "Fletcher Hill", "maiden name is Key") unless most words inside
 * sentences are capitalised (Title Case). Acronyms: words of 2–6 capital letters that are not a person's name, do
 * not follow a comma (", CA 94105", ", NI") and are no military address code.
 */
export function keyphraseWords(text: string): KeyphraseWords {
  const excluded = new Set<string>();
  const acronyms = new Set<string>();
  const midCapitalised: { lower: string; start: number; end: number }[] = [];
  const spans = casedWordSpans(text);
  for (let k = 0; k < spans.length; k += 2) {
    const at = spans[k]!;
    const w = text.slice(at, spans[k + 1]);
    const lower = w
      .toLowerCase()
      .replace(/['’]s$/, '')
      .replace(/’/g, "'");
    const rest = w.slice(1);
    if (rest === rest.toUpperCase()) {
      if (w.length >= 2 && w.length <= 6 && UPPER_CASE.test(w) && !ADDRESS_CODES.has(w) && !isName(lower)) {
        let p = at - 1;
        while (p >= 0 && text[p] === ' ') p--;
        if (text[p] !== ',') acronyms.add(lower);
      }
      continue;
    }
    if (PRODUCTS.has(lower)) continue;
    if (!isOrdinaryWord(lower)) excluded.add(lower);
    else if (!opensSentence(text, at)) midCapitalised.push({ lower, start: at, end: at + w.length });
  }
  if (midCapitalised.length >= 2) {
    // Words inside sentences (a lower-case word rarely opens one), for the Title Case share.
    const mid = midCapitalised.length + (text.match(LOWER_CASE_WORD)?.length ?? 0);
    if (midCapitalised.length >= TITLE_CASE_SHARE * mid && mid >= 4) return { excluded, acronyms };
  }
  // Two or more capitalised words in a row name a thing ("Pull Request", "Spring Boot") unless all are names.
  for (let i = 0; i < midCapitalised.length; ) {
    let j = i + 1;
    while (
      j < midCapitalised.length &&
      text.slice(midCapitalised[j - 1]!.end, midCapitalised[j]!.start) === ' '
    )
      j++;
    const group = midCapitalised.slice(i, j);
    if (group.length < 2 || group.every((w) => PEOPLE_NAMES.has(w.lower)))
      for (const w of group) excluded.add(w.lower);
    i = j;
  }
  return { excluded, acronyms };
}

const ADDRESS_CODES = new Set([
  'PSC',
  'CMR',
  'APO',
  'FPO',
  'DPO',
  'USS',
  'USNS',
  'USNV',
  'USCGC',
  'PO',
  'AA',
  'AE',
  'AP',
]);
const isName = (lower: string) => FIRST_NAMES.has(lower) || PEOPLE_NAMES.has(lower);

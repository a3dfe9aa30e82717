/**
 * PII scrubbing: every detector runs on the original text, overlapping finds are resolved (structured
 * identifiers before addresses before names; longer before shorter), and each find is replaced by its typed
 * placeholder. This runs before anything else reads the text.
 */
import type { PiiType } from '../signal.js';
import { findAddresses } from './address.js';
import { findNames } from './names.js';
import { findCards, findEmails, findHandles, findIbans, findIps, findSsns, findUrls } from './patterns.js';
import { findPhones } from './phone.js';
import type { Detector, PiiSpan } from './span.js';

export type { PiiSpan } from './span.js';

export const PLACEHOLDERS: Record<PiiType, string> = {
  email: '[EMAIL]',
  phone: '[PHONE]',
  card: '[CARD]',
  iban: '[IBAN]',
  ssn: '[SSN]',
  ip: '[IP]',
  url: '[URL]',
  address: '[ADDRESS]',
  name: '[NAME]',
  handle: '[HANDLE]',
};

/** In priority order: an earlier detector wins an overlap. */
const DETECTORS: readonly Detector[] = [
  findUrls,
  findEmails,
  findHandles,
  findIbans,
  findCards,
  findSsns,
  findIps,
  findPhones,
  findAddresses,
  findNames,
];

/**
 * Addresses and names grow over the words around them, so one can run into a find of higher priority ("Jennifer
 * Alcaraz Suite" into "Suite 541 …", an address tail into the phone number on the next line): it keeps what comes
 * before that find.
 */
const TRIMMED: ReadonlySet<PiiType> = new Set(['address', 'name']);

/** Resolved, non-overlapping spans in text order. */
export function findPii(text: string): PiiSpan[] {
  const taken: PiiSpan[] = [];
  for (const detect of DETECTORS) {
    const found = detect(text).sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    for (const s of found) {
      if (s.end <= s.start) continue;
      const hits = taken.filter((t) => s.start < t.end && t.start < s.end);
      if (hits.length === 0) taken.push(s);
      else if (TRIMMED.has(s.type)) {
        let end = Math.min(...hits.map((t) => t.start));
        while (end > s.start && /[\s,;:]/.test(text[end - 1]!)) end--;
        if (end - s.start >= 2) taken.push({ ...s, end });
      }
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}

export function scrubPii(text: string): { text: string; types: PiiType[] } {
  const spans = findPii(text);
  if (spans.length === 0) return { text, types: [] };
  let out = '';
  let at = 0;
  const types = new Set<PiiType>();
  for (const s of spans) {
    out += text.slice(at, s.start) + PLACEHOLDERS[s.type];
    at = s.end;
    types.add(s.type);
  }
  out += text.slice(at);
  return { text: out, types: [...types].sort() };
}

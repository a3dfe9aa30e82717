/**
 * Phone numbers in international and national formats: libphonenumber-js finds what it can parse, and a pattern
 * for grouped digits ("0688 872 49 99", "(72) 754-186", "60-56-85-91") finds national formats of other countries.
 * Both are filtered: 7 to 15 digits, not a date, and not introduced as a reference ("order #", "ticket", "invoice").
 */
import { findNumbers } from 'libphonenumber-js';
import type { PiiSpan } from './span.js';

const GROUPED =
  /(?<![\p{L}\p{N}+#/.:-])(?<!\d,)(?:\+|00)?[ \t]?(?:\(\d{1,4}\)|\d{1,5})(?:(?:[ \t]?[.-][ \t]?|[ \t]|\)[ \t]?|(?<=\)))(?:\(\d{1,4}\)|\d{1,8})){1,5}(?![\p{N}]|[.,:]\d)/gu;
const REFERENCE_BEFORE =
  /(?:#|\bno\.?|\bnr\.?|\border|\bticket|\binvoice|\bcase|\bref(?:erence)?|\bid|\bitem|\bsku|\bpart|\bmodel|\bversion|\bv|\bbuild|\baccount|\bcard|\biban|\bssn|\bzip|\bpostcode|\btracking|\bpo|\bpage|\bpp|\bchapter|\bsection|\brelease|\bissue|\bpr|\bbug|\bjob|\breq|\bapplication|\bpolicy|\bclaim|\bshipment|\bparcel|\bpackage|\bserial)\s*[:#]?\s*$/i;
const PHONE_BEFORE =
  /(?:phone|tel|telephone|mobile|cell|call|text|whatsapp|reach|fax|contact|dial|ring|desk|office|answering|messages to)\b[^\n\d]{0,20}$/i;
const DATE_OR_TIME =
  /\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?!\d)|(?<!\d)\d{1,2}[-/.]\d{1,2}[-/.](?:19|20)\d{2}(?!\d)|\d:\d{2}/;

/** A capitalised word next: "3378 217 Lovers Lane". (Made once: written in the function, tsx would build it at each call.) */
const CAPITALISED_NEXT = /^[ \t]+\p{Lu}\p{Ll}/u;

function accept(text: string, start: number, end: number): boolean {
  const raw = text.slice(start, end);
  const count = raw.replace(/\D/g, '').length;
  if (count < 7 || count > 15 || DATE_OR_TIME.test(raw.trim()) || /\s-\s/.test(raw)) return false;
  // "2019 2020": a list of years.
  if (/^(?:(?:19|20)\d\d[\s,]+)+(?:19|20)\d\d$/.test(raw.trim())) return false;
  const before = text.slice(Math.max(0, start - 30), start);
  const cued = PHONE_BEFORE.test(before);
  if (REFERENCE_BEFORE.test(before) && !cued) return false;
  // "3378 217 Lovers Lane": grouped digits followed by a capitalised word are a house number, not a phone.
  if (!/^\+/.test(raw) && CAPITALISED_NEXT.test(text.slice(end, end + 4)) && !cued) return false;
  const formatted = /^\+|^00|[\s().-]/.test(raw.trim());
  return formatted || count >= 10 || cued;
}

const DIGIT_RUN = /\+?\(?\d[\d \t()./-]*\d/g;
const MAX_RUN = 40;
const EXTENSION = /^[ \t]*(?:x|ext\.?|extension)[ \t]?\d{1,5}(?!\d)/i;

/** A phone's extension ("x123", "ext. 45") belongs to it. */
function withExtension(text: string, span: PiiSpan): PiiSpan {
  const m = EXTENSION.exec(text.slice(span.end, span.end + 20));
  return m ? { ...span, end: span.end + m[0].length } : span;
}

export function findPhones(text: string): PiiSpan[] {
  let digits = 0;
  for (let i = 0; i < text.length && digits < 7; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  if (digits < 7) return [];
  const out: PiiSpan[] = [];
  // libphonenumber-js reads only short runs of digits and separators: a phone is never longer, and a long run
  // (a table of numbers) is left to the grouped-digits pattern, so that the cost stays linear in the text.
  for (const run of text.matchAll(DIGIT_RUN)) {
    if (run[0].length > MAX_RUN || run[0].length < 7 || run[0].replace(/\D/g, '').length < 7) continue;
    const offset = run.index ?? 0;
    const found = findNumbers(run[0], {
      defaultCountry: 'US',
      v2: true,
      leniency: 'POSSIBLE',
    } as never) as unknown as { startsAt: number; endsAt: number }[];
    for (const f of found) {
      const start = offset + f.startsAt;
      const end = offset + f.endsAt;
      if (accept(text, start, end)) out.push(withExtension(text, { start, end, type: 'phone' }));
    }
  }
  for (const m of text.matchAll(GROUPED)) {
    let start = m.index ?? 0;
    let end = start + m[0].length;
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (accept(text, start, end)) out.push(withExtension(text, { start, end, type: 'phone' }));
  }
  return out;
}

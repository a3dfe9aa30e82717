/** Structured identifiers found by pattern and checksum: e-mail, URL, handle, IBAN, card, SSN, IP. */
import ipaddr from 'ipaddr.js';
import { ibanValid, luhnValid } from './checksums.js';
import { type PiiSpan, spansOf } from './span.js';

/** Digits in `text`, counting no further than `enough`. */
export function digitCount(text: string, enough: number): number {
  let n = 0;
  for (let i = 0; i < text.length && n < enough; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** Lengths are bounded (as RFC 5321 bounds them) so that no input makes the search quadratic. */
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}/uy;
const LOCAL_CHAR = /^[\p{L}\p{N}._%+-]$/u;
const LOCAL_MAX = 64;

/**
 * E-mail addresses, found from each "@": the search starts where EMAIL's leftmost match would (the start of the run
 * of local-part characters before the "@", at most 64 of them), so the spans are those of a scan of the whole
 * text, without trying every position of a tweet full of "@user" handles.
 */
export function findEmails(text: string): PiiSpan[] {
  const out: PiiSpan[] = [];
  // Where the last address ended: as in a scan, the next one starts no earlier.
  let floor = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    for (let n = 0; start > floor && n < LOCAL_MAX; n++) {
      const low = text.charCodeAt(start - 1);
      const from = low >= 0xdc00 && low <= 0xdfff && start - 2 >= floor ? start - 2 : start - 1;
      if (!LOCAL_CHAR.test(text.slice(from, start))) break;
      start = from;
    }
    if (start === at) continue;
    EMAIL.lastIndex = start;
    const m = EMAIL.exec(text);
    if (m === null) continue;
    out.push({ start, end: start + m[0].length, type: 'email' });
    floor = start + m[0].length;
    at = floor - 1;
  }
  return out;
}

const URL_RE =
  /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`]+|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|co|uk|de|fr|se|nl|info|biz|me|ly|gl|app|dev)\/[^\s<>"'`]*/giu;

export function findUrls(text: string): PiiSpan[] {
  // Every form has a scheme ("://"), "www." or a path after the domain.
  if (!text.includes('/') && !text.includes('www.') && !text.includes('WWW.')) return [];
  return spansOf(URL_RE, text, 'url').map((s) => {
    let end = s.end;
    while (end > s.start && /[.,;:!?)\]}'"]/.test(text[end - 1]!)) end--;
    return { ...s, end };
  });
}

/** Slack `<@U123ABC>`, Discord `<@123…>` / `<@!123…>`, Teams `<at>Name</at>`, `@name`, reddit `u/name`. */
const HANDLE =
  /<@[!&]?[A-Z0-9]{6,}(?:\|[^>]*)?>|<at>[^<]{1,80}<\/at>|(?<![\p{L}\p{N}_.@/])@[\p{L}\p{N}_][\p{L}\p{N}_.-]{0,38}[\p{L}\p{N}_]|(?<![\p{L}\p{N}_])\/?u\/[A-Za-z0-9_-]{3,20}\b/gu;

/** Slack and Discord broadcast mentions name nobody. */
const BROADCAST = /^@(?:here|channel|everyone|all)$/i;

export function findHandles(text: string): PiiSpan[] {
  if (!text.includes('@') && !text.includes('u/') && !text.includes('<at>')) return [];
  return spansOf(HANDLE, text, 'handle', (m) => !BROADCAST.test(m));
}

const IBAN = /\b[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]{4}){2,8}(?: ?[A-Za-z0-9]{1,4})?\b/g;

/** A candidate may have swallowed a following word; drop trailing groups until the checksum holds. */
export function findIbans(text: string): PiiSpan[] {
  const out: PiiSpan[] = [];
  if (digitCount(text, 12) < 12) return out;
  for (const m of text.matchAll(IBAN)) {
    let candidate = m[0];
    while (candidate.replace(/ /g, '').length >= 15) {
      if (ibanValid(candidate)) {
        const start = m.index ?? 0;
        out.push({ start, end: start + candidate.length, type: 'iban' });
        break;
      }
      const cut = candidate.lastIndexOf(' ');
      if (cut < 0) break;
      candidate = candidate.slice(0, cut);
    }
  }
  return out;
}

const CARD = /(?<![\d-])(?:\d[ -]?){11,18}\d(?![\d-])/g;

/** "card", "visa", "cc no." just before a number: then a number starting with any digit can be a card. */
const CARD_CUE =
  /(?:card|visa|mastercard|amex|maestro|cc|debit|credit)(?:\s*(?:number|no\.?|num|#))?\s*(?:is|was|:|#|-)?\s*$/iu;

export function findCards(text: string): PiiSpan[] {
  if (digitCount(text, 12) < 12) return [];
  const out: PiiSpan[] = [];
  for (const m of text.matchAll(CARD)) {
    const digits = m[0].replace(/[ -]/g, '');
    if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) continue;
    const start = m.index ?? 0;
    const cued = CARD_CUE.test(text.slice(Math.max(0, start - 32), start));
    if (/^[1-6]/.test(digits) || cued) out.push({ start, end: start + m[0].length, type: 'card' });
  }
  return out;
}

const SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-])/g;
const SSN_CONTEXT = /(?:ssn|social security(?: number| no\.?| #)?)[\s:#-]*(?:is|was|:)?\s*(\d{9})\b/giu;

export function findSsns(text: string): PiiSpan[] {
  if (digitCount(text, 9) < 9) return [];
  const out = spansOf(SSN, text, 'ssn');
  for (const m of text.matchAll(SSN_CONTEXT)) {
    const digits = m[1]!;
    const start = (m.index ?? 0) + m[0].length - digits.length;
    out.push({ start, end: start + digits.length, type: 'ssn' });
  }
  return out;
}

const IPV4 =
  /(?<![\p{L}\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d]|\.\d)/gu;
const IPV6_CANDIDATE =
  /(?<![\p{L}\p{N}:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?:%[\p{L}\p{N}]+)?(?![\p{L}\p{N}:])/giu;

export function findIps(text: string): PiiSpan[] {
  if (digitCount(text, 2) < 2) return [];
  const out = text.includes('.') ? spansOf(IPV4, text, 'ip') : [];
  if (text.includes(':')) {
    out.push(
      ...spansOf(IPV6_CANDIDATE, text, 'ip', (m) => {
        const addr = m.split('%')[0]!;
        return (
          /[0-9a-f]/i.test(addr) &&
          (addr.includes('::') || addr.split(':').length === 8) &&
          ipaddr.IPv6.isValid(addr)
        );
      }),
    );
  }
  return out;
}

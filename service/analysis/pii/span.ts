import type { PiiType } from '../signal.js';

export interface PiiSpan {
  start: number;
  end: number;
  type: PiiType;
}

export type Detector = (text: string) => PiiSpan[];

export function spansOf(
  re: RegExp,
  text: string,
  type: PiiType,
  accept?: (match: string) => boolean,
): PiiSpan[] {
  const out: PiiSpan[] = [];
  for (const m of text.matchAll(re)) {
    if (accept && !accept(m[0])) continue;
    const start = m.index ?? 0;
    out.push({ start, end: start + m[0].length, type });
  }
  return out;
}

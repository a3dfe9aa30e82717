import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The variables of `.env.example` with their values, quotes removed: the documented defaults. */
export function envExampleValues(): Record<string, string> {
  const example = readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
  return Object.fromEntries(
    [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')]),
  );
}

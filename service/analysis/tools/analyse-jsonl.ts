/**
 * `npm run analyse`: reads JSON lines `{"text": "..."}` on stdin and writes one Signal per input line, as a JSON
 * line, in order. A line that is not such an object gets `{"error": "..."}` in its place, so outputs stay aligned.
 */
import { createInterface } from 'node:readline';
import { analyse } from '../analyse.js';

function signalLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return JSON.stringify({ error: 'line is not valid JSON' });
  }
  const text = (parsed as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return JSON.stringify({ error: 'expected an object with a string "text"' });
  return JSON.stringify(analyse(text));
}

async function main(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  const out: string[] = [];
  for await (const line of lines) {
    out.push(line.trim() === '' ? JSON.stringify({ error: 'empty line' }) : signalLine(line));
    if (out.length >= 256) {
      process.stdout.write(`${out.join('\n')}\n`);
      out.length = 0;
    }
  }
  if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
}

await main();

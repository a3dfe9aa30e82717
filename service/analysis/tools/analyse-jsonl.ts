/**
 * `npm run analyse`: reads JSON lines `{"text": "..."}` on stdin and writes one Signal per input line, as a JSON
 * line, in order. A line that is not such an object gets `{"error": "..."}` in its place, so outputs stay aligned.
 * `npm run analyse -- --with-scrubbed` adds `scrubbed_text`, the text as the engine read it after PII removal:
 * for evaluating the scrubber only (the service never keeps or returns it).
 */
import { createInterface } from 'node:readline';
import { analyse } from '../analyse.js';
import { scrubPii } from '../pii/index.js';

const WITH_SCRUBBED = process.argv.includes('--with-scrubbed');

function signalLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return JSON.stringify({ error: 'line is not valid JSON' });
  }
  const text = (parsed as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return JSON.stringify({ error: 'expected an object with a string "text"' });
  const signal = analyse(text);
  return JSON.stringify(WITH_SCRUBBED ? { ...signal, scrubbed_text: scrubPii(text).text } : signal);
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

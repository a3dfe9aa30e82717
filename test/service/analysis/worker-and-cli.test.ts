import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TEXTS = [
  'Thanks @sam, the offsite was great!',
  "I'm so stressed, call me at +1 415 555 0134",
  'Danke schön',
];

describe('running outside the main thread', () => {
  it('loads in a worker thread and gives the same signals there', async () => {
    const source = `
      import { parentPort, workerData } from 'node:worker_threads';
      const { register } = await import(workerData.tsx);
      register();
      const { analyse } = await import(workerData.module);
      parentPort.postMessage(workerData.texts.map((t) => analyse(t)));
    `;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), {
      workerData: {
        tsx: import.meta.resolve('tsx/esm/api'),
        module: new URL('service/analysis/analyse.ts', `file://${ROOT}`).href,
        texts: TEXTS,
      },
    });
    const signals = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(signals).toEqual(TEXTS.map((t) => analyse(t)));
  });

  it('answers JSON lines in order, one line out per line in (npm run analyse)', () => {
    const input = `${TEXTS.map((text) => JSON.stringify({ text })).join('\n')}\nnot json\n`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'service/analysis/tools/analyse-jsonl.ts'], {
      cwd: ROOT,
      input,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(0, 3).map((l) => JSON.parse(l))).toEqual(TEXTS.map((t) => analyse(t)));
    expect(JSON.parse(lines[3]!)).toHaveProperty('error');
  });

  it('adds the scrubbed text to each line with --with-scrubbed, and only then', () => {
    const input = `${TEXTS.map((text) => JSON.stringify({ text })).join('\n')}\n`;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'service/analysis/tools/analyse-jsonl.ts', '--with-scrubbed'],
      { cwd: ROOT, input, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.scrubbed_text)).toEqual([
      'Thanks [HANDLE], the offsite was great!',
      "I'm so stressed, call me at [PHONE]",
      'Danke schön',
    ]);
    expect(lines.map(({ scrubbed_text: _, ...signal }) => signal)).toEqual(TEXTS.map((t) => analyse(t)));
    expect(analyse(TEXTS[1]!)).not.toHaveProperty('scrubbed_text');
  });
});

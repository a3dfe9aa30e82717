import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

async function composeCommand(): Promise<string[] | null> {
  for (const candidate of [['docker', 'compose'], ['docker-compose']]) {
    try {
      await run(candidate[0]!, [...candidate.slice(1), 'version'], { cwd: ROOT });
      return candidate;
    } catch {}
  }
  return null;
}

const compose = await composeCommand();

describe('docker-compose.yml', () => {
  it.skipIf(!compose)('should pass `compose config` (skipped where no Compose is installed)', async () => {
    const { stdout } = await run(compose![0]!, [...compose!.slice(1), 'config'], { cwd: ROOT });
    for (const service of ['postgres:', 'redis:', 'setup:', 'api:', 'worker:'])
      expect(stdout).toContain(`  ${service}`);
  });
});

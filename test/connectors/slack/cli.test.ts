import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'bin/affective.js');

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

/** The environment of this process without any connector credential. */
function bareEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SLACK_')));
}

describe('affective connector', () => {
  it('should exit 0 with one log line when the Slack credentials are not set', async () => {
    const { stdout } = await run(process.execPath, [BIN, 'connector', 'slack'], { env: bareEnv() });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).msg).toMatch(/^slack connector not started: set SLACK_SIGNING_SECRET/);
  });

  it('should exit 2 for an unknown connector', async () => {
    const failure = await run(process.execPath, [BIN, 'connector', 'irc'], { env: bareEnv() }).catch(
      (e) => e,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toMatch(/unknown connector "irc": one of slack/);
  });

  it.skipIf(!compose)(
    'should have a slack service in docker-compose.yml (skipped where no Compose is installed)',
    async () => {
      const { stdout } = await run(compose![0]!, [...compose!.slice(1), 'config'], {
        cwd: ROOT,
        env: bareEnv(),
      });
      const slack = stdout.slice(stdout.indexOf('\n  slack:'));
      expect(slack).toMatch(/command:\s+- connector\s+- slack/);
      expect(slack).toMatch(/AFFECTIVE_API_URL: http:\/\/api:8080/);
      expect(slack).toMatch(/restart: on-failure/);
    },
  );

  it('should name the missing connector variables when Slack credentials are set without them', async () => {
    const failure = await run(process.execPath, [BIN, 'connector', 'slack'], {
      env: {
        ...bareEnv(),
        SLACK_SIGNING_SECRET: 'signing-secret',
        SLACK_BOT_TOKEN: 'xoxb-1',
        PSEUDONYM_KEY: '',
      },
    }).catch((e) => e);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('AFFECTIVE_API_KEY=');
    expect(failure.stderr).toContain('PSEUDONYM_KEY=');
  });
});

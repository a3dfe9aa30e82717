import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/harness.js';

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, '../../../bin/affective.js');

describe('the affective CLI', () => {
  let service: TestService;
  const cli = (...args: string[]) =>
    run(process.execPath, [BIN, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: service.config.DATABASE_URL,
        REDIS_PREFIX: service.config.REDIS_PREFIX,
      },
    });

  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('should create an organisation and a key that then works over HTTP', async () => {
    const org = await cli('orgs', 'create', '--name', 'cli-made', '--tier', 'brain');
    expect(org.stdout).toMatch(/Created organisation "cli-made" \(tier brain\)/);
    const created = await cli('keys', 'create', '--org', 'cli-made', '--role', 'admin', '--name', 'ops');
    const key = /aff_admin_\w+/.exec(created.stdout)?.[0];
    expect(key).toBeDefined();

    const reply = await service.request('POST', '/v1/affective/configure', { key, body: { anon_floor: 11 } });
    expect(reply.status).toBe(200);
    expect(reply.body.config_id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await cli('keys', 'list', '--org', 'cli-made');
    expect(listed.stdout).toMatch(/admin\s+aff_admin_\w{4}…\s+active\s+ops/);
    expect(listed.stdout).not.toContain(key);
  });

  it('should rotate and revoke keys by id', async () => {
    const created = await cli('keys', 'create', '--org', 'cli-made', '--role', 'ingest');
    const id = /key ([0-9a-f-]{36})/.exec(created.stdout)![1]!;
    const rotated = await cli('keys', 'rotate', id);
    expect(rotated.stdout).toMatch(/stops working at/);
    const newKey = /aff_ingest_\w+/.exec(rotated.stdout)![0];
    expect((await service.request('GET', '/v1/affective/configure', { key: newKey })).status).toBe(200);
    const newId = /New key ([0-9a-f-]{36})/.exec(rotated.stdout)![1]!;
    await cli('keys', 'revoke', newId);
    // The API process learns of the revocation over Redis, not by waiting for its cache to expire.
    await expect
      .poll(async () => (await service.request('GET', '/v1/affective/configure', { key: newKey })).status, {
        timeout: 1_000,
      })
      .toBe(401);
  });

  it('should exit 2 with a usage message for bad arguments', async () => {
    const failure = await cli('orgs', 'create', '--name', 'x', '--tier', 'gold').catch((e) => e);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toMatch(/--tier must be one of pulse, signal, brain/);
    const unknown = await cli('keys', 'create', '--org', 'nobody', '--role', 'admin').catch((e) => e);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no organisation/);
  });

  it('should name every bad environment variable at once', async () => {
    const failure = await run(process.execPath, [BIN, 'migrate'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' },
    }).catch((e) => e);
    expect(failure.code).toBe(1);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(failure.stderr).toContain(`${name}=`);
  });

  /** The log of a production worker until it says it started, then stopped with SIGTERM. */
  async function productionWorkerLog(extra: Record<string, string>): Promise<string> {
    const child = spawn(process.execPath, [BIN, 'worker'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SECRETS_KEY: '',
        DATABASE_URL: service.config.DATABASE_URL,
        REDIS_PREFIX: service.config.REDIS_PREFIX,
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        log += chunk;
        if (log.includes('worker started')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`worker exited ${code}: ${log}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    return log;
  }

  it('should warn a production process that secrets are stored unsealed without SECRETS_KEY', async () => {
    expect(await productionWorkerLog({})).toContain('SECRETS_KEY is not set');
    const sealed = await productionWorkerLog({ SECRETS_KEY: randomBytes(32).toString('base64') });
    expect(sealed).not.toContain('SECRETS_KEY is not set');
  });
});

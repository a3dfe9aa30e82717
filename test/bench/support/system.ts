import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadServiceConfig } from '../../../service/config.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'bin/affective.js');

export interface BenchSystem {
  url: string;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  /** An admin key of a fresh organisation of the given tier. */
  org(tier: 'pulse' | 'signal' | 'brain'): Promise<{ id: string; key: string }>;
  stop(): Promise<void>;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`affective ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitReady(url: string, seconds: number) {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

/**
 * The real system on loopback, each part its own process as in production: a fresh database, migrations, the
 * API and the worker. `extraEnv` tunes them (rate limits, allow-lists).
 */
export async function startBenchSystem(options: {
  port: number;
  extraEnv?: Record<string, string>;
  worker?: boolean;
}): Promise<BenchSystem> {
  const base = loadServiceConfig();
  const name = `aff_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(base.DATABASE_URL), { pathname: `/${name}` }).toString();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: name,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...options.extraEnv,
  };
  await run(['services'], env);
  await run(['migrate'], env);
  // BENCH_API_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=prof`, profiles the API process of a run.
  const apiArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const children: ChildProcess[] = [
    spawn(process.execPath, [...apiArgs, BIN, 'api'], { env, stdio: 'inherit' }),
  ];
  if (options.worker !== false)
    children.push(spawn(process.execPath, [BIN, 'worker'], { env, stdio: 'inherit' }));
  const url = `http://127.0.0.1:${options.port}`;
  await waitReady(url, 60);

  return {
    url,
    databaseUrl,
    env,
    async org(tier) {
      const orgName = `bench-${randomBytes(3).toString('hex')}`;
      const created = await run(['orgs', 'create', '--name', orgName, '--tier', tier], env);
      const id = /id: (\S+)/.exec(created)![1]!;
      const issued = await run(['keys', 'create', '--org', id, '--role', 'admin'], env);
      return { id, key: /aff_admin_\w+/.exec(issued)![0] };
    },
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
      const admin = new pg.Client({
        connectionString: Object.assign(new URL(base.DATABASE_URL), { pathname: '/postgres' }).toString(),
      });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      const redis = new Redis(base.REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `*${name}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      redis.disconnect();
    },
  };
}

/** Reads one sample of a Prometheus text exposition. */
export async function metric(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ').pop()) : Number.NaN;
}

/** The q-quantile of ascending values (nearest rank). */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

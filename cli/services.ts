import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ensureDatabase } from '../shared/runtime/pool.js';

const run = promisify(execFile);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export class ServiceUnavailableError extends Error {}

type Say = (line: string) => void;

async function which(command: string): Promise<string | null> {
  try {
    const { stdout } = await run('sh', ['-c', `command -v ${command}`]);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

async function waitFor(probe: () => Promise<boolean>, seconds: number): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2_000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Starts a local PostgreSQL: the system cluster when there is one, else a private cluster under `.data/`. */
async function startPostgres(url: URL, dataRoot: string, say: Say): Promise<boolean> {
  const ctl = await which('pg_ctlcluster');
  if (ctl && existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      if (!existsSync(`/etc/postgresql/${version}/main`)) continue;
      say(`Starting the local PostgreSQL ${version} cluster…`);
      await run(ctl, ['--skip-systemctl-redirect', version, 'main', 'start']).catch(() => {});
      return true;
    }
  }
  const initdb = await which('initdb');
  const pgCtl = await which('pg_ctl');
  if (!initdb || !pgCtl) return false;
  const dir = path.join(dataRoot, `postgres-${url.port || '5432'}`);
  // PostgreSQL refuses to run as root; as root, run it as the `postgres` user that its packages create.
  const asRoot = process.getuid?.() === 0;
  const exec = (argv: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', ...argv]) : run(argv[0]!, argv.slice(1));
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    say(`Creating a PostgreSQL cluster in ${path.relative(process.cwd(), dir) || dir}…`);
    mkdirSync(dir, { recursive: true });
    if (asRoot) await run('chown', ['-R', 'postgres', dir]);
    await exec([initdb, '-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8']);
  }
  say('Starting PostgreSQL…');
  const port = url.port || '5432';
  await exec([
    pgCtl,
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`,
    'start',
  ]);
  return true;
}

async function startRedis(url: URL, dataRoot: string, say: Say): Promise<boolean> {
  const server = await which('redis-server');
  if (!server) return false;
  const dir = path.join(dataRoot, `redis-${url.port || '6379'}`);
  mkdirSync(dir, { recursive: true });
  say('Starting Redis…');
  await run(server, [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    url.port || '6379',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--logfile',
    path.join(dir, 'redis.log'),
  ]);
  return true;
}

/**
 * Makes sure PostgreSQL and Redis answer, starting local servers where they are installed, and creates the
 * database. Throws ServiceUnavailableError with one sentence saying what to start otherwise.
 */
export async function ensureServices(options: {
  databaseUrl: string;
  redisUrl: string;
  dataRoot: string;
  say: Say;
}): Promise<void> {
  const { databaseUrl, redisUrl, dataRoot, say } = options;
  const pgUrl = new URL(databaseUrl);
  if (!(await postgresAnswers(databaseUrl))) {
    const started = LOOPBACK.has(pgUrl.hostname) && (await startPostgres(pgUrl, dataRoot, say));
    if (!started || !(await waitFor(() => postgresAnswers(databaseUrl), 30))) {
      throw new ServiceUnavailableError(
        `PostgreSQL does not answer at ${pgUrl.host}: start it (for example \`docker compose up -d postgres\`) or set DATABASE_URL.`,
      );
    }
  }
  if (await ensureDatabase(databaseUrl)) say(`Created database ${pgUrl.pathname.slice(1)}.`);
  say(`PostgreSQL is up at ${pgUrl.host}.`);

  const rUrl = new URL(redisUrl);
  if (!(await redisAnswers(redisUrl))) {
    const started = LOOPBACK.has(rUrl.hostname) && (await startRedis(rUrl, dataRoot, say));
    if (!started || !(await waitFor(() => redisAnswers(redisUrl), 15))) {
      throw new ServiceUnavailableError(
        `Redis does not answer at ${rUrl.host}: start it (for example \`docker compose up -d redis\`) or set REDIS_URL.`,
      );
    }
  }
  say(`Redis is up at ${rUrl.host}.`);
}

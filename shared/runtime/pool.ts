import pg from 'pg';
import type { Logger } from './logger.js';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type Queryable = Pick<pg.Pool, 'query'>;

export function createPool(options: {
  url: string;
  max: number;
  logger: Logger;
  applicationName?: string;
}): Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: options.applicationName ?? 'affective',
  });
  // An idle client losing its connection emits here; without a listener the process would exit.
  pool.on('error', (err) =>
    options.logger.warn({ err: { message: err.message } }, 'postgres idle client error'),
  );
  return pool;
}

/** Serialization failure and deadlock: the work is sound, another writer was in the way; it may run again. */
const CONFLICT_CODES = new Set(['40001', '40P01']);
export const isTransactionConflict = (err: unknown) =>
  CONFLICT_CODES.has((err as { code?: string } | null)?.code ?? '');

const CONFLICT_ATTEMPTS = 4;

/**
 * Runs `work` again when PostgreSQL aborted it for a serialization failure or a deadlock, after a short random
 * pause so that the writers that met do not meet again. `work` must be safe to repeat (a whole transaction).
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = CONFLICT_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isTransactionConflict(err) || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * Runs `fn` in a transaction on one client, committing on success and rolling back on any error. A
 * transaction aborted by a serialization failure or a deadlock is run again from the start.
 */
export function transaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  return retryOnConflict(() => transactionOnce(pool, fn));
}

async function transactionOnce<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Creates the database named in `url` when it does not exist yet, connecting to the server's `postgres` database. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`).catch((err: { code?: string }) => {
      if (err.code !== '42P04') throw err; // created meanwhile by another process
    });
    return true;
  } finally {
    await client.end();
  }
}

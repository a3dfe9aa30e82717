import { randomBytes } from 'node:crypto';
import pg from 'pg';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/affective';
const PREFIX = 'aff_t_';
const STALE_AFTER_SECONDS = 6 * 3600;

export function databaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Names carry their creation time, so a later run can drop what a killed run left behind. */
export function newDatabaseName(runId: string, role: string): string {
  return `${PREFIX}${runId}_${role}_${randomBytes(4).toString('hex')}`;
}

export function newRunId(): string {
  return `${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
}

export async function dropDatabase(client: pg.Client, name: string) {
  await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}

export async function dropStaleDatabases() {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    const now = Date.now() / 1000;
    for (const { datname } of rows) {
      const created = Number(datname.slice(PREFIX.length).split('_')[0]);
      if (Number.isFinite(created) && now - created > STALE_AFTER_SECONDS)
        await dropDatabase(client, datname);
    }
  });
}

export async function dropRunDatabases(runId: string) {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${PREFIX}${runId}_%`],
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}

/** A fresh copy of the migrated template. Copies of one template may not start at the same instant. */
export async function cloneDatabase(template: string, name: string) {
  await withAdmin(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(
          `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)} STRATEGY FILE_COPY`,
        );
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  });
}

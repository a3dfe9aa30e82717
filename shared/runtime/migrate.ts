import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from './pool.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

/**
 * One half's migrations: the folder of its `NNN_name.sql` files, the table recording which were applied, and the
 * advisory lock key that lets processes starting together apply each migration once. The service and the
 * connectors each have one, so a connector's database never gets the service's tables, nor the reverse.
 */
export interface MigrationSet {
  dir: string;
  /** The record table, schema-qualified when it lives in a schema of its own (created when missing). */
  table: string;
  lockKey: number;
}

export async function loadMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(path.join(dir, file), 'utf8');
      return {
        version: Number(file.slice(0, 3)),
        name: file.slice(4, -4),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

/**
 * Applies the set's pending migrations in order, each in its own transaction, under a session advisory lock.
 * Returns the names applied by this call.
 */
export async function migrate(pool: Pool, set: MigrationSet, migrations?: Migration[]): Promise<string[]> {
  if (!/^([a-z_][a-z0-9_]*\.)?[a-z_][a-z0-9_]*$/.test(set.table)) {
    throw new Error(`not a table name: ${set.table}`);
  }
  const all = migrations ?? (await loadMigrations(set.dir));
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [set.lockKey]);
    const schema = set.table.includes('.') ? set.table.split('.')[0] : null;
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${set.table} (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number; name: string; checksum: string }>(
      `SELECT version, name, checksum FROM ${set.table}`,
    );
    const done = new Map(rows.map((r) => [r.version, r]));
    for (const migration of all) {
      const previous = done.get(migration.version);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          throw new Error(
            `migration ${migration.version}_${migration.name} changed after it was applied; add a new migration instead`,
          );
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(`INSERT INTO ${set.table} (version, name, checksum) VALUES ($1, $2, $3)`, [
          migration.version,
          migration.name,
          migration.checksum,
        ]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.version}_${migration.name} failed: ${(err as Error).message}`);
      }
      applied.push(`${String(migration.version).padStart(3, '0')}_${migration.name}`);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [set.lockKey]).catch(() => {});
    client.release();
  }
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadMigrations as loadFrom,
  type Migration,
  type MigrationSet,
  migrate as migrateSet,
} from '../../shared/runtime/migrate.js';
import type { Pool } from '../../shared/runtime/pool.js';

export type { Migration } from '../../shared/runtime/migrate.js';

/** The service's schema: plain SQL in `migrations/`, recorded in `schema_migrations`. */
export const SERVICE_MIGRATIONS: MigrationSet = {
  dir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  table: 'schema_migrations',
  lockKey: 0x41_46_46_31, // 'AFF1'
};

export function loadMigrations(dir = SERVICE_MIGRATIONS.dir): Promise<Migration[]> {
  return loadFrom(dir);
}

export function migrate(pool: Pool, migrations?: Migration[]): Promise<string[]> {
  return migrateSet(pool, SERVICE_MIGRATIONS, migrations);
}

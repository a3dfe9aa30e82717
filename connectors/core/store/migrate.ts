import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Migration, type MigrationSet, migrate } from '../../../shared/runtime/migrate.js';
import type { Pool } from '../../../shared/runtime/pool.js';

/**
 * The connectors' schema (`connector`), migrated by each connector at start on its own database and recorded in
 * `connector.schema_migrations`: a connector never applies the service's migrations, even on a shared database.
 */
export const CONNECTOR_MIGRATIONS: MigrationSet = {
  dir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  table: 'connector.schema_migrations',
  lockKey: 0x41_46_43_31, // 'AFC1'
};

export function migrateConnectorDatabase(pool: Pool, migrations?: Migration[]): Promise<string[]> {
  return migrate(pool, CONNECTOR_MIGRATIONS, migrations);
}

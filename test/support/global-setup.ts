import type { TestProject } from 'vitest/node';
import { migrateConnectorDatabase } from '../../connectors/core/store/migrate.js';
import { migrate } from '../../service/store/migrate.js';
import { createLogger } from '../../shared/runtime/logger.js';
import { createPool, ensureDatabase } from '../../shared/runtime/pool.js';
import { databaseUrl, dropRunDatabases, dropStaleDatabases, newDatabaseName, newRunId } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    runId: string;
  }
}

/** Once per test run: a template database with both schemas migrated, that every test file copies. */
export default async function setup(project: TestProject) {
  const runId = newRunId();
  await dropStaleDatabases();
  const template = newDatabaseName(runId, 'template');
  await ensureDatabase(databaseUrl(template));
  const pool = createPool({ url: databaseUrl(template), max: 1, logger: createLogger({ level: 'silent' }) });
  try {
    await migrate(pool);
    // Tests put a connector beside the service in one database, as a default deployment does.
    await migrateConnectorDatabase(pool);
  } finally {
    await pool.end();
  }
  project.provide('templateDatabase', template);
  project.provide('runId', runId);
  return async () => {
    await dropRunDatabases(runId);
  };
}

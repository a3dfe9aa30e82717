import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { CONNECTOR_MIGRATIONS, migrateConnectorDatabase } from '../../../connectors/core/store/migrate.js';
import { migrate as migrateService } from '../../../service/store/migrate.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { loadMigrations } from '../../../shared/runtime/migrate.js';
import { createPool, ensureDatabase, type Pool } from '../../../shared/runtime/pool.js';
import { databaseUrl, dropDatabase, newDatabaseName, withAdmin } from '../../support/databases.js';

const OLD_SERVICE_TABLES = readFileSync(
  path.join(import.meta.dirname, 'fixtures/service-connector-tables.sql'),
  'utf8',
);

describe('connector migrations', () => {
  const opened: Array<{ pool: Pool; name: string }> = [];
  const emptyDatabase = async () => {
    const name = newDatabaseName(inject('runId'), 'conn');
    await ensureDatabase(databaseUrl(name));
    const pool = createPool({ url: databaseUrl(name), max: 2, logger: createLogger({ level: 'silent' }) });
    opened.push({ pool, name });
    return pool;
  };
  afterEach(async () => {
    for (const { pool, name } of opened.splice(0)) {
      await pool.end();
      await withAdmin((c) => dropDatabase(c, name));
    }
  });

  const tables = async (pool: Pool) =>
    (
      await pool.query<{ t: string }>(
        `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
      )
    ).rows.map((r) => r.t);

  it('should create only the connector schema on an empty database, once when two connectors start together', async () => {
    const pool = await emptyDatabase();
    const all = await loadMigrations(CONNECTOR_MIGRATIONS.dir);
    const [first, second] = await Promise.all([
      migrateConnectorDatabase(pool),
      migrateConnectorDatabase(pool),
    ]);
    expect([...first, ...second]).toHaveLength(all.length);
    const created = await tables(pool);
    expect(created.every((t) => t.startsWith('connector.'))).toBe(true);
    expect(created).toEqual(
      expect.arrayContaining([
        'connector.schema_migrations',
        'connector.installations',
        'connector.crisis_banners',
        'connector.conversations',
        'connector.opt_outs',
      ]),
    );
    expect(created).not.toContain('public.schema_migrations');
    expect(await migrateConnectorDatabase(pool)).toEqual([]);
  });

  it("should leave the connector schema out of a database the service's migrations made", async () => {
    const pool = await emptyDatabase();
    await migrateService(pool);
    expect((await tables(pool)).filter((t) => !t.startsWith('public.'))).toEqual([]);
  });

  it("should adopt the tables the service's migrations 005 and 009 made, keeping their data", async () => {
    const pool = await emptyDatabase();
    await pool.query(OLD_SERVICE_TABLES);
    await pool.query(
      `INSERT INTO connector.workspaces (platform, workspace_id, moderators_channel) VALUES ('slack', 'T1', 'CMODS');
       INSERT INTO connector.crisis_banners (platform, workspace_id, webhook_id, alert_id, theme, count, delta,
         recommended_action, raised_at, acknowledged_by, acknowledged_at)
       VALUES ('slack', 'T1', 'msg_1', gen_random_uuid(), 'self_harm', 1, 0, 'Reach out.', now(), 'UMOD', now());
       INSERT INTO connector.home_viewers (platform, workspace_id, user_id, opened_at) VALUES ('slack', 'T1', 'U1', now());`,
    );

    const applied = await migrateConnectorDatabase(pool);

    expect(applied[0]).toBe('001_connector_schema');
    const { rows } = await pool.query(
      `SELECT w.moderators_channel, w.channel_scope, b.status, b.status_by, (SELECT count(*)::int FROM connector.home_viewers) AS viewers
         FROM connector.workspaces w JOIN connector.crisis_banners b USING (platform, workspace_id)`,
    );
    expect(rows).toEqual([
      {
        moderators_channel: 'CMODS',
        channel_scope: 'all',
        status: 'acknowledged',
        status_by: 'UMOD',
        viewers: 1,
      },
    ]);
  });
});

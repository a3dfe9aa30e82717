import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadMigrations, migrate } from '../../../service/store/migrate.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { createPool, ensureDatabase, type Pool } from '../../../shared/runtime/pool.js';
import { databaseUrl, dropDatabase, newDatabaseName, withAdmin } from '../../support/databases.js';

describe('migrations', () => {
  const name = newDatabaseName(inject('runId'), 'migrate');
  const pools: Pool[] = [];
  const pool = () => {
    const p = createPool({ url: databaseUrl(name), max: 2, logger: createLogger({ level: 'silent' }) });
    pools.push(p);
    return p;
  };

  beforeAll(() => ensureDatabase(databaseUrl(name)));
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await withAdmin((c) => dropDatabase(c, name));
  });

  it('should apply every migration once when two processes start together', async () => {
    const all = await loadMigrations();
    const [first, second] = await Promise.all([migrate(pool()), migrate(pool())]);
    expect([...first, ...second].sort()).toEqual(
      all.map((m) => `${String(m.version).padStart(3, '0')}_${m.name}`).sort(),
    );
    const { rows } = await pool().query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(all.map((m) => m.version));
  });

  it('should do nothing when run again', async () => {
    expect(await migrate(pool())).toEqual([]);
  });

  it('should refuse to run when an applied migration was edited', async () => {
    const edited = (await loadMigrations()).map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
    await expect(migrate(pool(), edited)).rejects.toThrow(/changed after it was applied/);
  });

  it('should roll back a failing migration entirely', async () => {
    const all = await loadMigrations();
    const broken = {
      version: 999,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
      checksum: 'x',
    };
    await expect(migrate(pool(), [...all, broken])).rejects.toThrow(/999_broken failed/);
    const { rows } = await pool().query("SELECT to_regclass('half_done') AS t");
    expect(rows[0].t).toBeNull();
  });
});

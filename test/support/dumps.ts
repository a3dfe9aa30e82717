import { Redis } from 'ioredis';
import type { Pool } from '../../shared/runtime/pool.js';

/** Every row of every table in the database, as text. */
export async function dumpDatabase(pool: Pool): Promise<string> {
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await pool.query(`SELECT t::text AS row FROM "${table.schema}"."${table.name}" t`);
    parts.push(`${table.schema}.${table.name}`, ...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** Every key under the prefix and its value, whatever its type. */
export async function dumpRedis(url: string, prefix: string): Promise<string> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  const parts: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*${prefix}*`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) {
        parts.push(key);
        const type = await redis.type(key);
        if (type === 'string') parts.push((await redis.getBuffer(key))?.toString('latin1') ?? '');
        else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, 0, -1)));
        else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return parts.join('\n');
}

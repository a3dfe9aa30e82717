import type { Layer, Tone, Window } from '../../../shared/contract/common.js';
import type { Queryable } from '../../../shared/runtime/pool.js';
import type { CachedPulse } from '../../domain/pulse/cached-pulse.js';
import type { OrgConfig } from './configs.repository.js';

export interface PulseCacheWrite {
  orgId: string;
  configVersion: number;
  runId: string;
  dataAsOf: Date;
  generatedAt: Date;
  results: { window: Window; result: CachedPulse }[];
}

export interface PulseRead {
  config: Pick<OrgConfig, 'version' | 'anonFloor' | 'activeLayers' | 'svcTone'>;
  cached: CachedPulseRow | null;
}

export interface CachedPulseRow {
  result: CachedPulse;
  generatedAt: Date;
  /** True when a batch was persisted, or a signal later than any the run saw was stored, after the run's snapshot. */
  newerSignals: boolean;
}

export class PulseCacheRepository {
  constructor(private readonly db: Queryable) {}

  /** Replaces the organisation's cache: rows of other configuration versions are of no use any more. */
  async replace(write: PulseCacheWrite): Promise<void> {
    await this.db.query('DELETE FROM pulse_cache WHERE org_id = $1 AND config_version <> $2', [
      write.orgId,
      write.configVersion,
    ]);
    await this.db.query(
      `INSERT INTO pulse_cache (org_id, config_version, window_name, run_id, data_as_of, generated_at, result)
       SELECT $1, $2, r.window_name, $3, $4, $5, r.result
         FROM unnest($6::text[], $7::jsonb[]) AS r(window_name, result)
       ON CONFLICT (org_id, config_version, window_name) DO UPDATE SET
         run_id = excluded.run_id, data_as_of = excluded.data_as_of,
         generated_at = excluded.generated_at, result = excluded.result`,
      [
        write.orgId,
        write.configVersion,
        write.runId,
        write.dataAsOf,
        write.generatedAt,
        write.results.map((r) => r.window),
        write.results.map((r) => JSON.stringify(r.result)),
      ],
    );
  }

  /**
   * The configuration in force and its cache row for the window, in one round trip: GET /pulse is served from
   * this alone. The row is the one of the current configuration version or none, never another version's.
   */
  async readCurrent(orgId: string, window: Window): Promise<PulseRead | null> {
    // Batches cover Model A and B; org_activity marks when signals were last stored, stream items included. Both
    // are small indexed tables: asking the partitioned signals table would cost more in planning alone than the
    // whole answer may take.
    const { rows } = await this.db.query<{
      version: number;
      anon_floor: number;
      active_layers: Layer[];
      svc_tone: Tone;
      result: CachedPulse | null;
      generated_at: Date | null;
      newer: boolean;
    }>({
      // Named, so each connection plans it once: planning costs more than running it.
      name: 'pulse-cache-read-current',
      text: `SELECT c.version, c.anon_floor, c.active_layers, c.svc_tone, p.result, p.generated_at,
              EXISTS (SELECT 1 FROM batches b WHERE b.org_id = $1 AND b.persisted_at > p.data_as_of)
              OR EXISTS (SELECT 1 FROM org_activity a WHERE a.org_id = $1 AND a.last_received_at > p.data_as_of)
              AS newer
         FROM (SELECT version, anon_floor, active_layers, svc_tone FROM org_configs
                WHERE org_id = $1 ORDER BY version DESC LIMIT 1) c
         LEFT JOIN pulse_cache p ON p.org_id = $1 AND p.config_version = c.version AND p.window_name = $2`,
      values: [orgId, window],
    });
    const row = rows[0];
    if (!row) return null;
    return {
      config: {
        version: row.version,
        anonFloor: row.anon_floor,
        activeLayers: row.active_layers,
        svcTone: row.svc_tone,
      },
      cached:
        row.result && row.generated_at
          ? { result: row.result, generatedAt: row.generated_at, newerSignals: row.newer }
          : null,
    };
  }

  /** Whether anything was ever stored for the organisation: a batch, or any signal at all. */
  async hasIngested(orgId: string): Promise<boolean> {
    const { rows } = await this.db.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM batches WHERE org_id = $1 AND persisted_at IS NOT NULL)
              OR EXISTS (SELECT 1 FROM org_activity WHERE org_id = $1 AND last_received_at > '-infinity') AS found`,
      [orgId],
    );
    return rows[0]!.found;
  }
}

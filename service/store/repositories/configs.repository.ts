import type { Layer, Tone } from '../../../shared/contract/common.js';
import type { Branding, CohortFilters, ToneOverride } from '../../../shared/contract/configure.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

export interface OrgConfig {
  id: string;
  orgId: string;
  version: number;
  cohortFilters: CohortFilters;
  anonFloor: number;
  activeLayers: Layer[];
  alertThreshold: number;
  svcTone: Tone;
  toneOverrides: ToneOverride[];
  branding: Branding | null;
  appliedAt: Date;
}

export type OrgConfigValues = Pick<
  OrgConfig,
  'cohortFilters' | 'anonFloor' | 'activeLayers' | 'alertThreshold' | 'svcTone' | 'toneOverrides' | 'branding'
>;

interface OrgConfigRow {
  id: string;
  org_id: string;
  version: number;
  cohort_filters: CohortFilters;
  anon_floor: number;
  active_layers: Layer[];
  alert_threshold: number;
  svc_tone: Tone;
  tone_overrides: ToneOverride[];
  branding: Branding | null;
  applied_at: Date;
}

const COLUMNS =
  'id, org_id, version, cohort_filters, anon_floor, active_layers, alert_threshold, svc_tone, tone_overrides, branding, applied_at';

function toConfig(row: OrgConfigRow): OrgConfig {
  return {
    id: row.id,
    orgId: row.org_id,
    version: row.version,
    cohortFilters: row.cohort_filters,
    anonFloor: row.anon_floor,
    activeLayers: row.active_layers,
    alertThreshold: row.alert_threshold,
    svcTone: row.svc_tone,
    toneOverrides: row.tone_overrides,
    branding: row.branding,
    appliedAt: row.applied_at,
  };
}

export class ConfigsRepository {
  constructor(private readonly db: Queryable) {}

  async current(orgId: string): Promise<OrgConfig | null> {
    const { rows } = await this.db.query<OrgConfigRow>(
      `SELECT ${COLUMNS} FROM org_configs WHERE org_id = $1 ORDER BY version DESC LIMIT 1`,
      [orgId],
    );
    return rows[0] ? toConfig(rows[0]) : null;
  }

  async history(orgId: string): Promise<OrgConfig[]> {
    const { rows } = await this.db.query<OrgConfigRow>(
      `SELECT ${COLUMNS} FROM org_configs WHERE org_id = $1 ORDER BY version`,
      [orgId],
    );
    return rows.map(toConfig);
  }

  /**
   * Writes the next version. The organisation's row is locked first, so two concurrent calls get consecutive
   * versions instead of one failing on the unique constraint. Call inside a transaction.
   */
  async insertNextVersion(orgId: string, values: OrgConfigValues, at: Date): Promise<OrgConfig> {
    await this.db.query('SELECT 1 FROM orgs WHERE id = $1 FOR UPDATE', [orgId]);
    const { rows } = await this.db.query<OrgConfigRow>(
      `INSERT INTO org_configs (org_id, version, cohort_filters, anon_floor, active_layers, alert_threshold, svc_tone, applied_at, tone_overrides, branding)
       SELECT $1, coalesce(max(version), 0) + 1, $2, $3, $4, $5, $6, $7, $8, $9 FROM org_configs WHERE org_id = $1
       RETURNING ${COLUMNS}`,
      [
        orgId,
        JSON.stringify(values.cohortFilters),
        values.anonFloor,
        values.activeLayers,
        values.alertThreshold,
        values.svcTone,
        at,
        JSON.stringify(values.toneOverrides),
        values.branding === null ? null : JSON.stringify(values.branding),
      ],
    );
    return toConfig(rows[0]!);
  }
}

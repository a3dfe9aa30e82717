import { LAYERS, type Tier } from '../../shared/contract/common.js';
import type { Configuration, ConfigureRequest, ConfigureResponse } from '../../shared/contract/configure.js';
import type { Clock } from '../../shared/runtime/clock.js';
import { type Pool, transaction } from '../../shared/runtime/pool.js';
import {
  ConfigsRepository,
  type OrgConfig,
  type OrgConfigValues,
} from '../store/repositories/configs.repository.js';
import { MembersRepository } from '../store/repositories/members.repository.js';
import { TierRestricted } from './errors.js';
import { layersOfTier } from './tiers.js';

export const DEFAULT_CONFIG: OrgConfigValues = {
  cohortFilters: {},
  anonFloor: 10,
  activeLayers: [...LAYERS],
  alertThreshold: 2.0,
  svcTone: 'community',
  toneOverrides: [],
  branding: null,
};

const COHORT_ACTIVITY_DAYS = 30;

export class ConfigureService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** The organisation's configuration in force. Every organisation has at least version 1. */
  async current(orgId: string): Promise<OrgConfig> {
    const config = await new ConfigsRepository(this.pool).current(orgId);
    if (!config) throw new Error(`organisation ${orgId} has no configuration`);
    return config;
  }

  async describe(orgId: string, tier: Tier): Promise<Configuration> {
    const config = await this.current(orgId);
    return {
      config_id: config.id,
      version: config.version,
      tier,
      applied_at: config.appliedAt.toISOString(),
      cohort_filters: config.cohortFilters,
      anon_floor: config.anonFloor,
      active_layers: config.activeLayers,
      alert_threshold: config.alertThreshold,
      svc_tone: config.svcTone,
      tone_overrides: config.toneOverrides,
      branding: config.branding,
      cohort_size: await this.cohortSize(orgId, config.cohortFilters),
    };
  }

  /** Merges the request over the current configuration and stores the result as a new version. */
  async apply(orgId: string, tier: Tier, request: ConfigureRequest): Promise<ConfigureResponse> {
    if (request.active_layers) {
      const allowed = layersOfTier(tier);
      const outside = request.active_layers.filter((layer) => !allowed.includes(layer));
      if (outside.length > 0) {
        throw new TierRestricted(`The ${tier} tier does not include the layer(s): ${outside.join(', ')}.`);
      }
    }
    if ((request.tone_overrides?.length || request.branding) && tier !== 'brain') {
      throw new TierRestricted(
        `Tone overrides and branding belong to the brain tier; this organisation is on the ${tier} tier.`,
      );
    }
    const saved = await transaction(this.pool, async (client) => {
      const configs = new ConfigsRepository(client);
      const previous = (await configs.current(orgId)) ?? { ...DEFAULT_CONFIG };
      const next: OrgConfigValues = {
        cohortFilters: request.cohort_filters ?? previous.cohortFilters,
        anonFloor: request.anon_floor ?? previous.anonFloor,
        activeLayers: request.active_layers ? [...new Set(request.active_layers)] : previous.activeLayers,
        alertThreshold: request.alert_threshold ?? previous.alertThreshold,
        svcTone: request.svc_tone ?? previous.svcTone,
        toneOverrides: request.tone_overrides ?? previous.toneOverrides,
        branding: request.branding === undefined ? previous.branding : request.branding,
      };
      return configs.insertNextVersion(orgId, next, this.clock.now());
    });
    return {
      config_id: saved.id,
      applied_at: saved.appliedAt.toISOString(),
      cohort_size: await this.cohortSize(orgId, saved.cohortFilters),
    };
  }

  /** Distinct uids active in the last 30 days that match the filters. */
  cohortSize(orgId: string, filters: OrgConfig['cohortFilters']): Promise<number> {
    const since = new Date(this.clock.now().getTime() - COHORT_ACTIVITY_DAYS * 86_400_000);
    return new MembersRepository(this.pool).countMatching(orgId, filters, since);
  }
}

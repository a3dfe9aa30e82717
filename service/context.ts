import { Redis } from 'ioredis';
import { type Clock, systemClock } from '../shared/runtime/clock.js';
import type { Logger } from '../shared/runtime/logger.js';
import { createPool, type Pool } from '../shared/runtime/pool.js';
import { type SecretSealer, sealerFromConfig } from '../shared/runtime/secret-sealer.js';
import type { ServiceConfig } from './config.js';
import { AdminSessionsService } from './domain/admin-sessions.js';
import { AggregationService } from './domain/aggregation/aggregation.service.js';
import { AlertsService } from './domain/alerts/alerts.service.js';
import { AlertLifecycleService } from './domain/alerts/lifecycle.service.js';
import { ApiKeysService } from './domain/api-keys.js';
import { ConfigureService } from './domain/configure.js';
import { DashboardService } from './domain/dashboard.js';
import { EmbedsService } from './domain/embeds.js';
import { Analyser } from './domain/ingest/analyser.js';
import { CoalescingWriter } from './domain/ingest/coalescing-writer.js';
import { IngestService } from './domain/ingest/ingest.js';
import { SignalWriter } from './domain/ingest/persist.js';
import { MembersService } from './domain/members.js';
import { OrgsService } from './domain/orgs.js';
import { ProfilesService } from './domain/profiles/profiles.service.js';
import { PulseService } from './domain/pulse/pulse.service.js';
import { RateLimits } from './domain/rate-limits.js';
import { SkillCardsService } from './domain/skill-cards/skill-cards.service.js';
import { SupportOptInsService } from './domain/support/opt-ins.service.js';
import { UsersService } from './domain/users.js';
import { createWebhooksService, type WebhooksService } from './domain/webhooks/endpoints.js';
import { requestAggregation } from './jobs/aggregate-requests.js';
import { Queues, queuePrefix } from './jobs/queues.js';
import { ApiKeysRepository } from './store/repositories/api-keys.repository.js';
import { type LogoFetcher, logoFetcherFromConfig } from './web/branding/logo.js';

/** Everything a process of the service needs, built once at start and closed once at shutdown. */
export interface ServiceContext {
  config: ServiceConfig;
  logger: Logger;
  clock: Clock;
  pool: Pool;
  redis: Redis;
  keys: ApiKeysService;
  orgs: OrgsService;
  configure: ConfigureService;
  members: MembersService;
  /** Producers' handles on the job queues (fail fast when Redis is away). */
  queues: Queues;
  analyser: Analyser;
  writer: SignalWriter;
  ingest: IngestService;
  rateLimits: RateLimits;
  users: UsersService;
  /** Brain tier: per-person reads by uid, each audited. */
  profiles: ProfilesService;
  skillCards: SkillCardsService;
  supportOptIns: SupportOptInsService;
  webhooks: WebhooksService;
  /** Seals secrets kept at rest under SECRETS_KEY. */
  sealer: SecretSealer;
  pulse: PulseService;
  alerts: AlertsService;
  alertLifecycle: AlertLifecycleService;
  aggregation: AggregationService;
  embeds: EmbedsService;
  /** The pulse with its weekly history, as the embed page and the PDF report show it. */
  dashboard: DashboardService;
  adminSessions: AdminSessionsService;
  /** Branding logos for the PDF report, fetched under the SSRF guard and kept briefly. */
  logos: LogoFetcher;
}

export function createRedis(url: string, logger: Logger, options: { failFast: boolean }): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    // API requests must fail fast when Redis is away; workers wait for it instead.
    maxRetriesPerRequest: options.failFast ? 1 : null,
    enableOfflineQueue: !options.failFast,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', (err) => logger.debug({ err: { message: err.message } }, 'redis connection error'));
  return redis;
}

/** Quits politely when connected; a client still trying to connect is cut off, or quit would wait forever. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

/** Resolves once the connection is ready, or rejects after `ms`. Fail-fast clients reject commands before. */
export async function whenReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error('redis not ready'));
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}

export const keyRevocationChannel = (config: ServiceConfig) => `${config.REDIS_PREFIX}:api-keys:revoked`;

/** Clears the key cache of this process whenever any process revokes or rotates a key. */
export function followKeyRevocations(ctx: ServiceContext): () => Promise<void> {
  const subscriber = createRedis(ctx.config.REDIS_URL, ctx.logger, { failFast: false });
  const channel = keyRevocationChannel(ctx.config);
  subscriber.subscribe(channel).catch(() => {});
  subscriber.on('message', (received) => {
    if (received === channel) ctx.keys.forgetCached();
  });
  return () => closeRedis(subscriber);
}

export function createServiceContext(
  config: ServiceConfig,
  logger: Logger,
  overrides: { clock?: Clock } = {},
): ServiceContext {
  const clock = overrides.clock ?? systemClock;
  const pool = createPool({ url: config.DATABASE_URL, max: config.PG_POOL_MAX, logger });
  const sealer = sealerFromConfig(config);
  const redis = createRedis(config.REDIS_URL, logger, { failFast: true });
  const keys = new ApiKeysService(
    new ApiKeysRepository(pool),
    clock,
    config.KEY_ROTATION_GRACE_HOURS * 3_600_000,
    async () => {
      await whenReady(redis, 2_000);
      await redis.publish(keyRevocationChannel(config), 'revoked');
    },
  );
  const queues = new Queues(redis, queuePrefix(config));
  const analyser = new Analyser(config.ANALYSIS_THREADS);
  const writer = new SignalWriter(pool, clock);
  const pulse = new PulseService(pool, clock, (orgId, urgent) =>
    requestAggregation(queues, orgId, urgent ? 0 : config.AGGREGATE_DEBOUNCE_SECONDS),
  );
  return {
    config,
    logger,
    clock,
    pool,
    redis,
    keys,
    orgs: new OrgsService(pool, keys, clock),
    configure: new ConfigureService(pool, clock),
    members: new MembersService(pool, clock),
    queues,
    analyser,
    writer,
    ingest: new IngestService({
      pool,
      clock,
      analyser,
      writer,
      streamWriter: new CoalescingWriter(writer),
      queues,
      logger,
      retentionDays: config.RETENTION_DAYS,
      aggregateDelaySeconds: config.AGGREGATE_DEBOUNCE_SECONDS,
      persistAttempts: config.PERSIST_ATTEMPTS,
    }),
    rateLimits: new RateLimits(redis, config.REDIS_PREFIX, {
      batch: config.RATE_LIMIT_BATCH_PER_MIN,
      stream: config.RATE_LIMIT_STREAM_PER_MIN,
    }),
    users: new UsersService(pool, clock, (orgId) => requestAggregation(queues, orgId, 0)),
    profiles: new ProfilesService(pool, clock),
    skillCards: new SkillCardsService(pool, clock),
    supportOptIns: new SupportOptInsService(pool, clock),
    webhooks: createWebhooksService({ config, pool, clock, queues, sealer }),
    sealer,
    pulse,
    alerts: new AlertsService(pool, clock, new ConfigureService(pool, clock)),
    alertLifecycle: new AlertLifecycleService(pool, clock),
    aggregation: new AggregationService(pool, clock, logger),
    embeds: new EmbedsService(pool, clock),
    dashboard: new DashboardService(pool, clock, pulse),
    adminSessions: new AdminSessionsService(pool, clock, keys),
    logos: logoFetcherFromConfig(config, logger),
  };
}

export async function closeServiceContext(ctx: ServiceContext): Promise<void> {
  await ctx.queues.close();
  await Promise.allSettled([ctx.analyser.close(), ctx.pool.end(), closeRedis(ctx.redis), ctx.logos.close()]);
}

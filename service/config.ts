import os from 'node:os';
import { z } from 'zod';
import {
  envBool as bool,
  envInt as int,
  LogLevel,
  parseEnv,
  SecretsEnv,
  envUrl as url,
} from '../shared/runtime/env.js';

/**
 * Every environment variable the service reads, with its default. `.env.example` lists the same names;
 * a test keeps the two in step.
 */
export const ServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(0, 65_535).default(8080),
  DATABASE_URL: url(/^postgres(ql)?$/).default('postgres://postgres@127.0.0.1:5432/affective'),
  REDIS_URL: url(/^rediss?$/).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/)
    .default('affective'),
  PG_POOL_MAX: int(1, 200).default(10),
  LOG_LEVEL: LogLevel.default('info'),
  ANALYSIS_THREADS: int(1, 256).default(Math.max(1, os.availableParallelism())),
  KEY_ROTATION_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 90)
    .default(24),
  RATE_LIMIT_BATCH_PER_MIN: int(1, 1_000_000).default(50),
  RATE_LIMIT_STREAM_PER_MIN: int(1, 10_000_000).default(6_000),
  AGGREGATE_CRON: z.string().min(9).default('0 2 * * *'),
  AGGREGATE_DEBOUNCE_SECONDS: int(0, 86_400).default(30),
  RETENTION_DAYS: int(30, 3_650).default(400),
  PERSIST_ATTEMPTS: int(1, 1_000).default(40),
  WORKER_LOCK_MS: int(1_000, 600_000).default(30_000),
  WEBHOOK_ALLOW_HTTP: bool.default(false),
  WEBHOOK_ALLOW_HOSTS: z.string().default(''),
  WEBHOOK_TIMEOUT_MS: int(100, 60_000).default(15_000),
  WEBHOOK_SECRET_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  LOGO_ALLOW_HOSTS: z.string().default(''),
  LOGO_CA_FILE: z.string().default(''),
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(10_000),
  ...SecretsEnv.shape,
});
export type ServiceConfig = z.infer<typeof ServiceEnv>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return parseEnv(ServiceEnv, env);
}

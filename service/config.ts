import os from 'node:os';
import { z } from 'zod';
import { parseSecretsKey } from './store/secret-sealer.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const url = (protocols: RegExp) => z.url({ protocol: protocols });
const SECRETS_KEY_HINT = 'expected 32 random bytes in base64 (e.g. `openssl rand -base64 32`)';

/**
 * The key that seals secrets kept at rest, and earlier keys still opening values not yet resealed. Read by the
 * service and by the connectors alike.
 */
export const SecretsEnv = z.object({
  SECRETS_KEY: z
    .string()
    .refine((v) => parseSecretsKey(v) !== null, SECRETS_KEY_HINT)
    .optional(),
  SECRETS_KEY_PREVIOUS: z
    .string()
    .refine(
      (v) => v.split(',').every((k) => parseSecretsKey(k.trim()) !== null),
      `${SECRETS_KEY_HINT}, comma-separated`,
    )
    .optional(),
});

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(10_000),
  ...SecretsEnv.shape,
});
export type ServiceConfig = z.infer<typeof ServiceEnv>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const SECRET_NAME = /KEY|SECRET|TOKEN|PASSWORD/;

/** Parses `env` against `schema`, naming every bad variable at once. Empty strings count as unset. */
export function parseEnv<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A bad value of a key, secret or token may still be one: say it is wrong without repeating it.
      const shown = SECRET_NAME.test(name) && env[name] ? '<not shown>' : JSON.stringify(env[name]);
      return `${name}=${shown}: ${issue.message}`;
    }),
  );
}

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return parseEnv(ServiceEnv, env);
}

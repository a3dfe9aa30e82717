import { z } from 'zod';
import { envBool as bool, envInt as int, LogLevel, parseEnv, SecretsEnv } from '../../shared/runtime/env.js';

/**
 * What every connector reads, whatever its platform. `.env.example` lists the same names; a test keeps the
 * two in step. Each platform adds its own schema beside its code.
 */
export const ConnectorEnv = z.object({
  AFFECTIVE_API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
  AFFECTIVE_API_KEY: z
    .string()
    .regex(/^aff_(admin|ingest)_\w+$/, 'expected an Affective API key (aff_admin_… or aff_ingest_…)'),
  PSEUDONYM_KEY: z.string().min(32, 'use at least 32 random characters (e.g. `openssl rand -base64 32`)'),
  CONNECTOR_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AFFECTIVE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'expected a Standard Webhooks secret (whsec_…)')
    .optional(),
  CONNECTOR_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .default('postgres://postgres@127.0.0.1:5432/affective'),
  CONNECTOR_BUFFER_SIZE: int(1, 1_000_000).default(10_000),
  CONNECTOR_KEEP_UID_MAP: bool.default(false),
  CRISIS_REMIND_MINUTES: int(1, 10_080).default(15),
  LOG_LEVEL: LogLevel.default('info'),
  ...SecretsEnv.shape,
});
export type ConnectorConfig = z.infer<typeof ConnectorEnv> & { connectorDatabaseUrl: string };

/** Parses the shared connector variables together with a platform's, naming every bad variable at once. */
export function loadConnectorConfig<S extends z.ZodObject>(
  platformSchema: S,
  env: NodeJS.ProcessEnv = process.env,
): ConnectorConfig & z.infer<S> {
  const parsed = parseEnv(ConnectorEnv.extend(platformSchema.shape), env) as z.infer<typeof ConnectorEnv> &
    z.infer<S>;
  return { ...parsed, connectorDatabaseUrl: parsed.CONNECTOR_DATABASE_URL ?? parsed.DATABASE_URL };
}

import { z } from 'zod';
import { parseSecretsKey } from './secret-sealer.js';

/** Environment flags: `true`/`false`, `1`/`0`, `yes`/`no`. */
export const envBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
export const envInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const envUrl = (protocols: RegExp) => z.url({ protocol: protocols });
export const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

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

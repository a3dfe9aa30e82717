import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DiscordUsageError, runDiscordCli } from '../connectors/discord/cli.js';
import { runConnector, UnknownConnectorError } from '../connectors/index.js';
import { AppPackageError, writeAppPackage } from '../connectors/teams/app-package.js';
import { keyInfo } from '../service/api/routes/keys.routes.js';
import { loadServiceConfig, type ServiceConfig } from '../service/config.js';
import { closeServiceContext, createServiceContext, type ServiceContext } from '../service/context.js';
import { resealWebhookSecrets } from '../service/domain/webhooks/secrets.js';
import { migrate } from '../service/store/migrate.js';
import { ApiKeysRepository } from '../service/store/repositories/api-keys.repository.js';
import { OrgsRepository } from '../service/store/repositories/orgs.repository.js';
import { ROLES, type Role, TIERS, type Tier } from '../shared/contract/common.js';
import { ConfigError } from '../shared/runtime/env.js';
import { createLogger } from '../shared/runtime/logger.js';
import { runProcesses } from './processes.js';
import { ensureServices, ServiceUnavailableError } from './services.js';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HELP = `affective: the Affective service and connectors

Usage: affective <command> [options]

Processes
  start                     services, migrate, bootstrap a default organisation, then all (what \`npm start\` runs)
  all                       API, worker and every connector whose credentials are set, in one process
  api                       the HTTP API
  worker                    the background worker
  connector slack|discord|teams   one connector alone (exits quietly when its credentials are not set)

Operations
  services                  make sure PostgreSQL and Redis answer (starting local ones) and the database exists
  migrate                   apply pending database migrations
  bootstrap                 on a database without organisations, create \`default\` (tier signal) and print an admin key
  orgs create --name N --tier pulse|signal|brain
  orgs list
  keys create --org ORG --role admin|ingest [--name LABEL]   ORG is an organisation id or name
  keys list --org ORG
  keys revoke KEY_ID
  keys rotate KEY_ID        new key now; the old one works for KEY_ROTATION_GRACE_HOURS more

Discord
  discord register [--guild ID]   register the slash commands globally, or in one server at once
  discord invite [--here]         print the address that adds the bot to a server (--here: banners mention @here)

Teams
  teams package [--bot-id ID] [--out FILE]   the Teams app package (zip) with the bot id (default TEAMS_APP_ID)

Configuration comes from environment variables; see .env.example.`;

class UsageError extends Error {}

const out = (line = '') => process.stdout.write(`${line}\n`);

async function withContext<T>(config: ServiceConfig, fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  const ctx = createServiceContext(
    config,
    createLogger({ level: 'warn', name: 'cli' }, process.stderr as never),
  );
  try {
    return await fn(ctx);
  } finally {
    await closeServiceContext(ctx);
  }
}

async function resolveOrg(ctx: ServiceContext, ref: string | undefined) {
  if (!ref) throw new UsageError('--org is required');
  const orgs = new OrgsRepository(ctx.pool);
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const org = (isUuid ? await orgs.findById(ref) : null) ?? (await orgs.findByName(ref));
  if (!org) throw new UsageError(`no organisation with id or name "${ref}"`);
  return org;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T {
  if (!value || !allowed.includes(value as T))
    throw new UsageError(`${flag} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function printKey(key: string) {
  out('The key is shown once; store it now:');
  out(`  ${key}`);
}

async function bootstrap(ctx: ServiceContext, apiUrl: string) {
  const created = await ctx.orgs.bootstrap();
  if (!created) return;
  out(`Created organisation "${created.org.name}" (tier ${created.org.tier}, id ${created.org.id}).`);
  out('Admin API key for it:');
  printKey(created.admin.key);
  out('Try it:');
  out(
    `  curl -s -X POST ${apiUrl}/v1/affective/configure -H "Authorization: Bearer ${created.admin.key}" ` +
      `-H 'Content-Type: application/json' -d '{"anon_floor": 10}'`,
  );
  out();
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      tier: { type: 'string' },
      org: { type: 'string' },
      role: { type: 'string' },
      guild: { type: 'string' },
      here: { type: 'boolean' },
      'bot-id': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub, arg] = positionals;
  if (!command || values.help || command === 'help') {
    out(HELP);
    return 0;
  }
  if (command === 'teams') {
    if (sub !== 'package') throw new UsageError('teams takes package');
    const botId = values['bot-id'] ?? process.env.TEAMS_APP_ID;
    if (!botId) throw new UsageError('give the bot id with --bot-id or TEAMS_APP_ID');
    out(`Wrote ${writeAppPackage(botId, values.out ?? 'affective-teams.zip')}.`);
    return 0;
  }
  const config = loadServiceConfig();

  switch (command) {
    case 'services':
      await ensureServices({
        databaseUrl: config.DATABASE_URL,
        redisUrl: config.REDIS_URL,
        dataRoot: path.join(PROJECT_ROOT, '.data'),
        say: out,
      });
      return 0;
    case 'migrate':
      return withContext(config, async (ctx) => {
        const applied = await migrate(ctx.pool);
        out(applied.length ? `Applied ${applied.join(', ')}.` : 'The database is up to date.');
        const sealed = await resealWebhookSecrets(ctx.pool, ctx.sealer);
        if (sealed > 0) out(`Sealed ${sealed} webhook signing secret(s) under SECRETS_KEY.`);
        return 0;
      });
    case 'bootstrap':
      return withContext(config, async (ctx) => {
        await bootstrap(ctx, `http://127.0.0.1:${config.PORT}`);
        return 0;
      });
    case 'start': {
      await ensureServices({
        databaseUrl: config.DATABASE_URL,
        redisUrl: config.REDIS_URL,
        dataRoot: path.join(PROJECT_ROOT, '.data'),
        say: out,
      });
      await withContext(config, async (ctx) => {
        await migrate(ctx.pool);
        await resealWebhookSecrets(ctx.pool, ctx.sealer);
        await bootstrap(ctx, `http://127.0.0.1:${config.PORT}`);
      });
      await runProcesses(config, ['api', 'worker', 'connectors']);
      return -1;
    }
    case 'all':
      await runProcesses(config, ['api', 'worker', 'connectors']);
      return -1;
    case 'api':
      await runProcesses(config, ['api']);
      return -1;
    case 'worker':
      await runProcesses(config, ['worker']);
      return -1;
    case 'connector':
      return runConnector(sub, process.env);
    case 'discord':
      return runDiscordCli(sub, { guild: values.guild, here: values.here }, process.env, out);
    case 'orgs':
      return withContext(config, async (ctx) => {
        if (sub === 'create') {
          if (!values.name) throw new UsageError('--name is required');
          const tier = oneOf<Tier>(values.tier, TIERS, '--tier');
          const org = await ctx.orgs.create(values.name, tier);
          out(`Created organisation "${org.name}" (tier ${org.tier}).`);
          out(`id: ${org.id}`);
          return 0;
        }
        if (sub === 'list') {
          for (const org of await new OrgsRepository(ctx.pool).list())
            out(`${org.id}  ${org.tier.padEnd(6)}  ${org.name}`);
          return 0;
        }
        throw new UsageError('orgs takes create or list');
      });
    case 'keys':
      return withContext(config, async (ctx) => {
        if (sub === 'create') {
          const org = await resolveOrg(ctx, values.org);
          const role = oneOf<Role>(values.role, ROLES, '--role');
          const issued = await ctx.keys.issue(org.id, role, values.name ?? null);
          out(`Created ${role} key ${issued.info.id} for "${org.name}".`);
          printKey(issued.key);
          return 0;
        }
        if (sub === 'list') {
          const org = await resolveOrg(ctx, values.org);
          for (const key of (await ctx.keys.list(org.id)).map(keyInfo)) {
            const state = key.revoked_at
              ? 'revoked'
              : key.expires_at
                ? `expires ${key.expires_at}`
                : 'active';
            out(
              `${key.id}  ${key.role.padEnd(6)}  ${key.prefix}…  ${state}${key.name ? `  ${key.name}` : ''}`,
            );
          }
          return 0;
        }
        if (sub === 'revoke' || sub === 'rotate') {
          if (!arg) throw new UsageError(`keys ${sub} needs a KEY_ID`);
          const orgId = /^[0-9a-f-]{36}$/i.test(arg)
            ? await new ApiKeysRepository(ctx.pool).findOrgIdOfKey(arg)
            : null;
          if (!orgId) throw new UsageError(`no API key with id ${arg}`);
          if (sub === 'revoke') {
            await ctx.keys.revoke(orgId, arg);
            out(`Revoked key ${arg}.`);
          } else {
            const { old, issued } = await ctx.keys.rotate(orgId, arg);
            out(`Rotated key ${arg}: it stops working at ${old.expiresAt?.toISOString()}.`);
            out(`New key ${issued.info.id}:`);
            printKey(issued.key);
          }
          return 0;
        }
        throw new UsageError('keys takes create, list, revoke or rotate');
      });
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err: unknown) => {
    if (
      err instanceof UsageError ||
      err instanceof UnknownConnectorError ||
      err instanceof DiscordUsageError ||
      err instanceof AppPackageError ||
      String((err as { code?: string }).code).startsWith('ERR_PARSE_ARGS')
    ) {
      process.stderr.write(`affective: ${(err as Error).message}\nRun \`affective --help\` for usage.\n`);
      process.exit(2);
    }
    if (err instanceof ConfigError || err instanceof ServiceUnavailableError) {
      process.stderr.write(`affective: ${err.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`affective: ${(err as Error).message ?? String(err)}\n`);
    process.exit(1);
  },
);

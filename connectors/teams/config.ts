import type { AuthConfiguration } from '@microsoft/agents-hosting';
import { z } from 'zod';
import { envBool, envInt } from '../../shared/runtime/env.js';
import { type ConnectorConfig, loadConnectorConfig } from '../core/config.js';

/** The Teams connector's own variables; `.env.example` lists them with the connector core's. */
export const TeamsEnv = z.object({
  TEAMS_APP_ID: z.guid("expected the bot's Microsoft app id (a GUID)").optional(),
  TEAMS_APP_PASSWORD: z.string().min(1).optional(),
  TEAMS_CERT_PEM_FILE: z.string().min(1).optional(),
  TEAMS_CERT_KEY_FILE: z.string().min(1).optional(),
  TEAMS_MANAGED_IDENTITY: envBool.default(false),
  TEAMS_TENANT_ID: z.string().min(1).optional(),
  /** Where tokens are checked and asked for; Microsoft Entra ID unless a test points it elsewhere. */
  TEAMS_AUTHORITY: z.url({ protocol: /^https?$/ }).optional(),
  TEAMS_ANONYMOUS: envBool.default(false),
  TEAMS_PORT: envInt(0, 65_535).default(3978),
  TEAMS_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.microsoft.com/v1.0'),
  NODE_ENV: z.string().default('development'),
});
export type TeamsEnv = z.infer<typeof TeamsEnv>;

/** How the bot proves who it is to the Bot Connector (and how incoming tokens are checked). */
export type TeamsIdentity =
  | { kind: 'anonymous' }
  | { kind: 'secret'; appId: string; tenantId: string; password: string }
  | { kind: 'certificate'; appId: string; tenantId: string; pemFile: string; keyFile: string }
  | { kind: 'managed-identity'; appId: string; tenantId: string };

export type TeamsConfig = ConnectorConfig & TeamsEnv & { identity: TeamsIdentity };

export class TeamsConfigError extends Error {}

/** Whether enough is set to start: an app id, or anonymous mode asked for by name (development only). */
export function teamsCredentialsSet(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.TEAMS_APP_ID) || env.TEAMS_ANONYMOUS === 'true';
}

function identityOf(config: TeamsEnv): TeamsIdentity {
  if (!config.TEAMS_APP_ID) {
    if (config.NODE_ENV === 'production') {
      throw new TeamsConfigError(
        'The Teams connector never runs without a bot identity in production: set TEAMS_APP_ID and TEAMS_TENANT_ID with TEAMS_APP_PASSWORD, a certificate or TEAMS_MANAGED_IDENTITY=true.',
      );
    }
    return { kind: 'anonymous' };
  }
  const appId = config.TEAMS_APP_ID;
  const tenantId = config.TEAMS_TENANT_ID;
  if (!tenantId) {
    throw new TeamsConfigError('TEAMS_TENANT_ID is required with TEAMS_APP_ID (bots are single-tenant)');
  }
  if (config.TEAMS_MANAGED_IDENTITY) return { kind: 'managed-identity', appId, tenantId };
  if (config.TEAMS_CERT_PEM_FILE && config.TEAMS_CERT_KEY_FILE) {
    return {
      kind: 'certificate',
      appId,
      tenantId,
      pemFile: config.TEAMS_CERT_PEM_FILE,
      keyFile: config.TEAMS_CERT_KEY_FILE,
    };
  }
  if (config.TEAMS_APP_PASSWORD)
    return { kind: 'secret', appId, tenantId, password: config.TEAMS_APP_PASSWORD };
  throw new TeamsConfigError(
    'set TEAMS_APP_PASSWORD, TEAMS_CERT_PEM_FILE with TEAMS_CERT_KEY_FILE, or TEAMS_MANAGED_IDENTITY=true',
  );
}

export function loadTeamsConfig(env: NodeJS.ProcessEnv = process.env): TeamsConfig {
  const config = loadConnectorConfig(TeamsEnv, env);
  return { ...config, identity: identityOf(config) };
}

/**
 * The SDK's configuration, given explicitly so that it never reads `clientId` or `connections__…` from the
 * environment on its own. Anonymous gives no client id: the SDK then accepts unsigned requests (outside
 * production only) and calls the Bot Connector without a token.
 */
export function authConfiguration(config: TeamsConfig): AuthConfiguration {
  const { identity } = config;
  if (identity.kind === 'anonymous') return {};
  const base: AuthConfiguration = {
    clientId: identity.appId,
    tenantId: identity.tenantId,
    ...(config.TEAMS_AUTHORITY ? { authorityEndpoint: config.TEAMS_AUTHORITY } : {}),
  };
  if (identity.kind === 'secret') return { ...base, clientSecret: identity.password };
  if (identity.kind === 'certificate') {
    return { ...base, certPemFile: identity.pemFile, certKeyFile: identity.keyFile };
  }
  return { ...base, authType: 'UserManagedIdentity' };
}

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  authConfiguration,
  loadTeamsConfig,
  TeamsConfigError,
  TeamsEnv,
} from '../../../connectors/teams/config.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP_ID = '1b2c3d4e-1111-2222-3333-444455556666';
const TENANT = '7a1d2b3c-0000-4000-8000-00000000a11e';
const BASE = {
  AFFECTIVE_API_KEY: 'aff_ingest_abcdefghijklmnop_0',
  PSEUDONYM_KEY: 'test-pseudonym-key-0123456789-abcdefghijkl',
};

describe('Teams connector configuration', () => {
  it('should list every Teams variable in .env.example, and the compose service should pass the identity on', () => {
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    for (const name of Object.keys(TeamsEnv.shape).filter((n) => n.startsWith('TEAMS_'))) {
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    }
    for (const name of ['TEAMS_APP_ID', 'TEAMS_APP_PASSWORD', 'TEAMS_TENANT_ID', 'TEAMS_MANAGED_IDENTITY']) {
      expect(compose).toContain(`${name}: \${${name}`);
    }
  });

  it('should refuse to run anonymous in production, in one sentence', () => {
    expect(() => loadTeamsConfig({ ...BASE, TEAMS_ANONYMOUS: 'true', NODE_ENV: 'production' })).toThrow(
      TeamsConfigError,
    );
    expect(() => loadTeamsConfig({ ...BASE, NODE_ENV: 'production' })).toThrow(
      /^The Teams connector never runs without a bot identity in production: set TEAMS_APP_ID/,
    );
  });

  it('should run anonymous outside production, giving the SDK no client id', () => {
    const config = loadTeamsConfig({ ...BASE, TEAMS_ANONYMOUS: 'true' });
    expect(config.identity).toEqual({ kind: 'anonymous' });
    expect(authConfiguration(config)).toEqual({});
  });

  it('should give the SDK an explicit single-tenant identity: secret, certificate or managed identity', () => {
    const secret = loadTeamsConfig({
      ...BASE,
      TEAMS_APP_ID: APP_ID,
      TEAMS_TENANT_ID: TENANT,
      TEAMS_APP_PASSWORD: 'pw',
    });
    expect(authConfiguration(secret)).toEqual({ clientId: APP_ID, tenantId: TENANT, clientSecret: 'pw' });
    const certificate = loadTeamsConfig({
      ...BASE,
      TEAMS_APP_ID: APP_ID,
      TEAMS_TENANT_ID: TENANT,
      TEAMS_CERT_PEM_FILE: '/certs/bot.pem',
      TEAMS_CERT_KEY_FILE: '/certs/bot.key',
    });
    expect(authConfiguration(certificate)).toMatchObject({
      certPemFile: '/certs/bot.pem',
      certKeyFile: '/certs/bot.key',
    });
    const managed = loadTeamsConfig({
      ...BASE,
      TEAMS_APP_ID: APP_ID,
      TEAMS_TENANT_ID: TENANT,
      TEAMS_MANAGED_IDENTITY: 'true',
    });
    expect(authConfiguration(managed)).toEqual({
      clientId: APP_ID,
      tenantId: TENANT,
      authType: 'UserManagedIdentity',
    });
  });

  it('should ask for the tenant and a credential with an app id', () => {
    expect(() => loadTeamsConfig({ ...BASE, TEAMS_APP_ID: APP_ID })).toThrow(/TEAMS_TENANT_ID is required/);
    expect(() => loadTeamsConfig({ ...BASE, TEAMS_APP_ID: APP_ID, TEAMS_TENANT_ID: TENANT })).toThrow(
      /TEAMS_APP_PASSWORD/,
    );
  });

  it('should stay off, with one log line, when affective connector teams has no credentials', async () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('TEAMS_')),
    );
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, 'bin/affective.js'), 'connector', 'teams'],
      {
        env,
        cwd: ROOT,
      },
    );
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('teams connector not started: set TEAMS_APP_ID');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConnectorEnv, loadConnectorConfig } from '../../../connectors/core/config.js';
import {
  loadSlackConfig,
  SlackConfigError,
  SlackEnv,
  slackCredentialsSet,
} from '../../../connectors/slack/config.js';
import { ConfigError } from '../../../shared/runtime/env.js';

const example = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
const exampleValues = Object.fromEntries(
  [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')]),
);

const REQUIRED = {
  AFFECTIVE_API_KEY: 'aff_ingest_abcdefghijklmnopqrstuvwxyz012345_00000000',
  PSEUDONYM_KEY: 'k'.repeat(32),
};

describe('connector configuration', () => {
  it('should list every connector and Slack variable in .env.example', () => {
    for (const name of [...Object.keys(ConnectorEnv.shape), ...Object.keys(SlackEnv.shape)]) {
      expect(Object.keys(exampleValues)).toContain(name);
    }
  });

  it('should read the values of .env.example as the documented defaults', () => {
    const fromExample = loadConnectorConfig(SlackEnv, { ...exampleValues, ...REQUIRED });
    expect(fromExample).toEqual(loadConnectorConfig(SlackEnv, REQUIRED));
    expect(fromExample).toMatchObject({
      AFFECTIVE_API_URL: 'http://127.0.0.1:8080',
      SLACK_PORT: 3000,
      CONNECTOR_BUFFER_SIZE: 10_000,
      CONNECTOR_KEEP_UID_MAP: false,
      CRISIS_REMIND_MINUTES: 15,
      connectorDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/affective',
    });
  });

  it('should use CONNECTOR_DATABASE_URL when set', () => {
    const config = loadConnectorConfig(SlackEnv, {
      ...REQUIRED,
      CONNECTOR_DATABASE_URL: 'postgres://db.internal/connectors',
    });
    expect(config.connectorDatabaseUrl).toBe('postgres://db.internal/connectors');
  });

  it('should name every bad variable at once', () => {
    let error: unknown;
    try {
      loadConnectorConfig(SlackEnv, {
        PSEUDONYM_KEY: 'short',
        AFFECTIVE_API_KEY: 'sk_live',
        SLACK_BOT_TOKEN: 'xoxp-1',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.split('=')[0]).sort()).toEqual([
      'AFFECTIVE_API_KEY',
      'PSEUDONYM_KEY',
      'SLACK_BOT_TOKEN',
    ]);
  });

  it('should start Slack only when its credentials are set, and tell the install mode', () => {
    expect(slackCredentialsSet({})).toBe(false);
    expect(slackCredentialsSet({ SLACK_BOT_TOKEN: 'xoxb-1' })).toBe(false);
    expect(slackCredentialsSet({ SLACK_SIGNING_SECRET: 's', SLACK_BOT_TOKEN: 'xoxb-1' })).toBe(true);
    expect(
      slackCredentialsSet({ SLACK_SIGNING_SECRET: 's', SLACK_CLIENT_ID: 'c', SLACK_CLIENT_SECRET: 'x' }),
    ).toBe(true);
    const base = { ...REQUIRED, SLACK_SIGNING_SECRET: 'signing-secret' };
    expect(loadSlackConfig({ ...base, SLACK_BOT_TOKEN: 'xoxb-1' }).mode).toEqual({
      kind: 'single',
      botToken: 'xoxb-1',
    });
    expect(
      loadSlackConfig({
        ...base,
        SLACK_CLIENT_ID: 'c',
        SLACK_CLIENT_SECRET: 'x',
        SLACK_STATE_SECRET: 'state-secret-0123456789',
      }).mode.kind,
    ).toBe('oauth');
    expect(() => loadSlackConfig({ ...base, SLACK_CLIENT_ID: 'c', SLACK_CLIENT_SECRET: 'x' })).toThrow(
      SlackConfigError,
    );
    expect(() => loadSlackConfig({ ...base, SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SOCKET_MODE: 'true' })).toThrow(
      /SLACK_APP_TOKEN/,
    );
  });
});

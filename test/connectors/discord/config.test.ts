import { describe, expect, it } from 'vitest';
import {
  DiscordConfigError,
  DiscordEnv,
  discordCredentialsSet,
  loadDiscordConfig,
} from '../../../connectors/discord/config.js';
import { ConfigError } from '../../../shared/runtime/env.js';
import { envExampleValues } from '../../support/env-example.js';

const exampleValues = envExampleValues();

const REQUIRED = {
  AFFECTIVE_API_KEY: 'aff_ingest_abcdefghijklmnopqrstuvwxyz012345_00000000',
  PSEUDONYM_KEY: 'k'.repeat(32),
  DISCORD_TOKEN: 'MTEwMDAw.GhIjKl.abcdefghijklmnopqrstuvwxyz012345',
  DISCORD_APPLICATION_ID: '1100000000000000001',
};

describe('Discord connector configuration', () => {
  it('should list every Discord variable in .env.example, whose values are the defaults', () => {
    for (const name of Object.keys(DiscordEnv.shape)) expect(Object.keys(exampleValues)).toContain(name);
    expect(loadDiscordConfig({ ...exampleValues, ...REQUIRED })).toEqual(loadDiscordConfig(REQUIRED));
    expect(loadDiscordConfig(REQUIRED)).toMatchObject({
      DISCORD_PORT: 3001,
      DISCORD_API_URL: 'https://discord.com/api',
      shards: { kind: 'auto' },
    });
  });

  it('should start only when both the token and the application id are set', () => {
    expect(discordCredentialsSet(REQUIRED)).toBe(true);
    expect(discordCredentialsSet({ DISCORD_TOKEN: REQUIRED.DISCORD_TOKEN })).toBe(false);
    expect(() => loadDiscordConfig({ ...REQUIRED, DISCORD_APPLICATION_ID: '' })).toThrow(DiscordConfigError);
  });

  it('should run the shards named, or every shard of a fixed count', () => {
    expect(
      loadDiscordConfig({ ...REQUIRED, DISCORD_SHARD_COUNT: '4', DISCORD_SHARDS: '3,1' }).shards,
    ).toEqual({
      kind: 'fixed',
      ids: [1, 3],
      count: 4,
    });
    expect(loadDiscordConfig({ ...REQUIRED, DISCORD_SHARD_COUNT: '2' }).shards).toEqual({
      kind: 'fixed',
      ids: [0, 1],
      count: 2,
    });
    expect(() => loadDiscordConfig({ ...REQUIRED, DISCORD_SHARDS: '0' })).toThrow(
      /needs DISCORD_SHARD_COUNT/,
    );
    expect(() => loadDiscordConfig({ ...REQUIRED, DISCORD_SHARD_COUNT: '2', DISCORD_SHARDS: '2' })).toThrow(
      /below DISCORD_SHARD_COUNT \(2\)/,
    );
  });

  it('should name every bad Discord variable at once, without repeating the token', () => {
    let error: unknown;
    try {
      loadDiscordConfig({
        ...REQUIRED,
        DISCORD_TOKEN: 'not a token',
        DISCORD_APPLICATION_ID: 'abc',
        DISCORD_SHARDS: 'x',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('DISCORD_TOKEN=<not shown>');
    expect(problems).toContain('DISCORD_APPLICATION_ID="abc"');
    expect(problems).toContain('DISCORD_SHARDS="x"');
    expect(problems).not.toContain('not a token');
  });
});

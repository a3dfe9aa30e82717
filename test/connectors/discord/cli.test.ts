import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DISALLOWED_INTENTS } from '../../../connectors/discord/app.js';
import { inviteUrl } from '../../../connectors/discord/install.js';
import { commandsBody } from '../../../connectors/discord/listeners/commands/index.js';
import { FakeDiscord } from '../../fakes/discord/server.js';
import { createTestDatabase } from '../../support/harness.js';
import { addTestGuild } from './support.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'bin/affective.js');
const TOKEN = 'MTEwMDAw.GhIjKl.abcdefghijklmnopqrstuvwxyz012345';

/** The environment of this process without any Discord variable. */
function bareEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DISCORD_')));
}

describe('affective discord', () => {
  let fake: FakeDiscord;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    fake = await FakeDiscord.start();
    env = {
      ...bareEnv(),
      DISCORD_TOKEN: TOKEN,
      DISCORD_APPLICATION_ID: fake.applicationId,
      DISCORD_API_URL: fake.apiUrl,
    };
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('should overwrite the global commands with the declared ones', async () => {
    const { stdout } = await run(process.execPath, [BIN, 'discord', 'register'], { env });
    expect(stdout).toMatch(/^Registered \/pulse, \/affective, \/forget-me, \/support globally/);
    const [put] = fake.requestsTo('PUT', /^\/applications\/\d+\/commands$/);
    expect(put!.path).toBe(`/applications/${fake.applicationId}/commands`);
    expect(put!.authorization).toBe(`Bot ${TOKEN}`);
    expect(put!.body).toEqual(commandsBody());
  });

  it('should register in one server with --guild', async () => {
    const guild = '1200000000000000077';
    const { stdout } = await run(process.execPath, [BIN, 'discord', 'register', '--guild', guild], { env });
    expect(stdout).toContain(`in server ${guild}`);
    expect(fake.requestsTo('PUT', /\/guilds\/\d+\/commands$/).map((r) => r.path)).toEqual([
      `/applications/${fake.applicationId}/guilds/${guild}/commands`,
    ]);
  });

  it('should print the install address, asking for Mention Everyone only with --here', async () => {
    const plain = await run(process.execPath, [BIN, 'discord', 'invite'], { env });
    expect(plain.stdout.trim()).toBe(inviteUrl(fake.applicationId));
    const here = await run(process.execPath, [BIN, 'discord', 'invite', '--here'], { env });
    expect(here.stdout.trim()).toBe(inviteUrl(fake.applicationId, { here: true }));
  });

  it('should say what to set when the application id is missing, and refuse a bad server id', async () => {
    const missing = await run(process.execPath, [BIN, 'discord', 'invite'], { env: bareEnv() }).catch(
      (e) => e,
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('set DISCORD_APPLICATION_ID');
    const bad = await run(process.execPath, [BIN, 'discord', 'register', '--guild', 'general'], {
      env,
    }).catch((e) => e);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--guild must be a server id');
  });
});

describe('affective connector discord', () => {
  it('should exit 0 with one log line when the Discord credentials are not set', async () => {
    const { stdout } = await run(process.execPath, [BIN, 'connector', 'discord'], { env: bareEnv() });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).msg).toBe(
      'discord connector not started: set DISCORD_TOKEN and DISCORD_APPLICATION_ID',
    );
  });

  it('should stop with the sentence saying what to enable when Discord refuses the Message Content intent', async () => {
    const fake = await FakeDiscord.start();
    const db = await createTestDatabase();
    try {
      addTestGuild(fake);
      fake.messageContentAllowed = false;
      const failure = await run(process.execPath, [BIN, 'connector', 'discord'], {
        env: {
          ...bareEnv(),
          AFFECTIVE_API_KEY: 'aff_ingest_notusedbythistest_0',
          PSEUDONYM_KEY: 'p'.repeat(32),
          CONNECTOR_DATABASE_URL: db.url,
          DISCORD_TOKEN: TOKEN,
          DISCORD_APPLICATION_ID: fake.applicationId,
          DISCORD_API_URL: fake.apiUrl,
          DISCORD_PORT: '0',
          LOG_LEVEL: 'silent',
        },
      }).catch((e) => e);
      expect(failure.code).toBe(1);
      expect(failure.stderr.trim()).toBe(`affective: ${DISALLOWED_INTENTS}`);
    } finally {
      await fake.close();
      await db.drop();
    }
  });

  it('should have a discord service in docker-compose.yml that starts the connector alone', () => {
    const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
    const discord = compose.services.discord;
    expect(discord.command).toEqual(['connector', 'discord']);
    expect(discord.restart).toBe('on-failure');
    expect(discord.environment.AFFECTIVE_API_URL).toBe('http://api:8080');
    // Passed on from the host's environment or .env, empty when unset.
    for (const name of ['DISCORD_TOKEN', 'DISCORD_APPLICATION_ID', 'DISCORD_SHARDS', 'DISCORD_SHARD_COUNT']) {
      expect(discord.environment[name]).toBe(`\${${name}:-}`);
    }
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteUrl } from '../../../connectors/discord/install.js';
import { commandsBody } from '../../../connectors/discord/listeners/commands/index.js';
import { FakeDiscord } from '../../fakes/discord/server.js';

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, '../../../bin/affective.js');
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
    expect(stdout).toMatch(/^Registered \/pulse, \/affective, \/forget-me globally/);
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

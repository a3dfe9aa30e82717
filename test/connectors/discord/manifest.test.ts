import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { botPermissions, inviteUrl } from '../../../connectors/discord/install.js';
import { commandsBody } from '../../../connectors/discord/listeners/commands/index.js';
import { MANIFESTS_DIR, manifestFiles } from '../../../connectors/discord/tools/write-manifests.js';

const read = (name: string) => readFileSync(path.join(MANIFESTS_DIR, name), 'utf8');

/** Discord's limits on a command body: names, descriptions, option counts, choices, total characters. */
function problemsOf(command: any, depth = 0): string[] {
  const problems: string[] = [];
  if (!/^[-_\p{Ll}\p{N}]{1,32}$/u.test(command.name)) problems.push(`name ${command.name}`);
  if (!command.description || command.description.length > 100)
    problems.push(`description of ${command.name}`);
  const options: any[] = command.options ?? [];
  if (options.length > 25) problems.push(`options of ${command.name}`);
  for (const option of options) {
    if ((option.choices ?? []).length > 25) problems.push(`choices of ${option.name}`);
    if (option.type === 1 && depth > 1) problems.push(`nested subcommand ${option.name}`);
    problems.push(...problemsOf(option, depth + 1));
  }
  return problems;
}

function characters(command: any): number {
  const own = command.name.length + command.description.length;
  const choices = (command.choices ?? []).reduce(
    (n: number, c: any) => n + c.name.length + String(c.value).length,
    0,
  );
  return own + choices + (command.options ?? []).reduce((n: number, o: any) => n + characters(o), 0);
}

describe('manifests/discord', () => {
  it('should hold the command and application bodies the code declares (regenerate with npm run manifests:discord)', () => {
    for (const [name, content] of Object.entries(manifestFiles())) expect(read(name)).toBe(content);
  });

  it("should keep every command within Discord's limits", () => {
    for (const command of commandsBody()) {
      expect(problemsOf(command)).toEqual([]);
      expect(characters(command)).toBeLessThanOrEqual(4000);
    }
  });

  it('should declare /pulse with its windows, the /affective settings for Manage Server, and /forget-me and /support on|off for anyone, in servers only', () => {
    const byName = Object.fromEntries(commandsBody().map((c: any) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['affective', 'forget-me', 'pulse', 'support']);
    expect(byName.pulse.options[0].choices.map((c: any) => c.value)).toEqual(['7d', '30d', '60d', 'all']);
    expect(byName.affective.default_member_permissions).toBe(String(PermissionFlagsBits.ManageGuild));
    expect(byName.affective.options.map((o: any) => o.name)).toEqual([
      'setup',
      'notify',
      'support',
      'status',
      'channels',
      'digest',
    ]);
    expect(byName.pulse.default_member_permissions ?? null).toBeNull();
    expect(byName['forget-me'].default_member_permissions ?? null).toBeNull();
    expect(byName.support.default_member_permissions ?? null).toBeNull();
    expect(byName.support.options).toEqual([
      expect.objectContaining({
        name: 'choice',
        required: true,
        choices: [
          { name: 'on', value: 'on' },
          { name: 'off', value: 'off' },
        ],
      }),
    ]);
    for (const command of Object.values(byName)) expect((command as any).contexts).toEqual([0]);
  });

  it('should ask at install for exactly the permissions the bot uses, Mention Everyone only for @here', () => {
    const expected =
      PermissionFlagsBits.ViewChannel |
      PermissionFlagsBits.SendMessages |
      PermissionFlagsBits.EmbedLinks |
      PermissionFlagsBits.ReadMessageHistory |
      PermissionFlagsBits.PinMessages;
    expect(botPermissions()).toBe(expected);
    expect(botPermissions({ here: true })).toBe(expected | PermissionFlagsBits.MentionEveryone);
    const url = new URL(inviteUrl('1100000000000000001'));
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(url.searchParams.get('scope')).toBe('bot applications.commands');
    expect(url.searchParams.get('permissions')).toBe(String(expected));
    const application = JSON.parse(read('application.json'));
    expect(application.install_params).toEqual({
      scopes: ['bot', 'applications.commands'],
      permissions: String(expected),
    });
    expect(application.description.length).toBeLessThanOrEqual(400);
  });

  it('should give the install address and the portal settings in its README', () => {
    const readme = read('README.md');
    expect(readme).toContain(`permissions=${botPermissions()}`);
    expect(readme).toMatch(/Message Content Intent/);
  });
});

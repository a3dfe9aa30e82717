import {
  ApplicationIntegrationType,
  ChannelType,
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import { WEEKDAYS } from '../../../core/commands/wording.js';
import type { NotifyTarget } from '../../../core/platform.js';
import type { DiscordDeps } from '../../deps.js';
import { discordSyntax } from '../../render/markup.js';
import { answerWithView } from './context.js';

const TEXT_CHANNELS = [ChannelType.GuildText, ChannelType.GuildAnnouncement] as const;

/**
 * `/affective …`: the server's settings. Discord grants a command, not a subcommand, to roles, so every
 * subcommand here is for members with Manage Server (`default_member_permissions`, which server admins may
 * widen; the connector checks the permission again when it runs). `/forget-me`, which anyone may use, is a
 * command of its own for that reason.
 */
export const affectiveCommand = new SlashCommandBuilder()
  .setName('affective')
  .setDescription("Affective's settings for this server")
  .setContexts(InteractionContextType.Guild)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) =>
    sub
      .setName('setup')
      .setDescription("Choose the moderators' channel and whom crisis banners notify")
      .addChannelOption((option) =>
        option
          .setName('channel')
          .setDescription('Where crisis banners and spike counters go')
          .addChannelTypes(...TEXT_CHANNELS)
          .setRequired(true),
      )
      .addRoleOption((option) => option.setName('role').setDescription('The role a crisis banner mentions'))
      .addBooleanOption((option) =>
        option.setName('here').setDescription('Mention @here instead of a role (needs Mention Everyone)'),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('notify')
      .setDescription('Change whom crisis banners notify')
      .addRoleOption((option) => option.setName('role').setDescription('The role a crisis banner mentions'))
      .addBooleanOption((option) =>
        option.setName('here').setDescription('Mention @here instead of a role (needs Mention Everyone)'),
      )
      .addBooleanOption((option) =>
        option.setName('nobody').setDescription('Post banners without a mention'),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('support')
      .setDescription('What every crisis banner offers, such as a crisis line')
      .addStringOption((option) =>
        option
          .setName('text')
          .setDescription('A sentence and up to 5 links; "off" removes them')
          .setMaxLength(1000)
          .setRequired(true),
      ),
  )
  .addSubcommand((sub) =>
    sub.setName('status').setDescription('Connection, plan, channels read, and alert counters'),
  )
  .addSubcommand((sub) =>
    sub
      .setName('channels')
      .setDescription('Choose which channels are read, or see them')
      .addStringOption((option) =>
        option
          .setName('scope')
          .setDescription('Every channel the bot can see, only some, or all but some')
          .addChoices(
            { name: 'every channel', value: 'all' },
            { name: 'only the channels named', value: 'include' },
            { name: 'all but the channels named', value: 'exclude' },
          ),
      )
      .addStringOption((option) =>
        option.setName('channels').setDescription('The channels, as #mentions separated by spaces'),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('digest')
      .setDescription('Post the pulse to a channel every week, or stop it')
      .addChannelOption((option) =>
        option
          .setName('channel')
          .setDescription('Where the weekly pulse goes')
          .addChannelTypes(...TEXT_CHANNELS),
      )
      .addStringOption((option) =>
        option
          .setName('day')
          .setDescription('The day of the week')
          .addChoices(...WEEKDAYS.map((day) => ({ name: day, value: day }))),
      )
      .addIntegerOption((option) =>
        option.setName('hour').setDescription('The hour, 0 to 23').setMinValue(0).setMaxValue(23),
      )
      .addStringOption((option) =>
        option
          .setName('time_zone')
          .setDescription('The time zone of the hour, such as Europe/Paris (UTC if left out)'),
      )
      .addBooleanOption((option) => option.setName('off').setDescription('Stop the weekly pulse')),
  );

/** Whom the options say banners notify: `@here`, a role, nobody, or (none given) what was chosen before. */
function notifyOf(interaction: ChatInputCommandInteraction): NotifyTarget | undefined {
  if (interaction.options.get('nobody')?.value) return { kind: 'nobody' };
  if (interaction.options.getBoolean('here')) return { kind: 'here' };
  const role = interaction.options.getRole('role');
  return role ? { kind: 'role', id: role.id, name: role.name } : undefined;
}

/**
 * The subcommand's options as core's text arguments, for the subcommands core reads words of (`channels`,
 * `support`, `digest`, `notify` without options): core checks them and words its answers the same on every
 * platform.
 */
function argumentsOf(interaction: ChatInputCommandInteraction, subcommand: string): string {
  const get = (name: string) => interaction.options.get(name)?.value;
  if (subcommand === 'channels') return [get('scope'), get('channels')].filter(Boolean).join(' ');
  if (subcommand === 'support') return String(get('text') ?? '');
  if (subcommand === 'notify') return '';
  if (get('off')) return 'off';
  const channel = get('channel');
  return [channel ? `<#${channel}>` : '', get('day'), get('hour'), get('time_zone')]
    .filter((v) => v !== undefined)
    .join(' ');
}

export function handleAffective(
  interaction: ChatInputCommandInteraction,
  { core }: DiscordDeps,
): Promise<void> {
  const subcommand = interaction.options.getSubcommand();
  return answerWithView(interaction, (ctx) => {
    if (subcommand === 'setup') {
      const channel = interaction.options.getChannel('channel', true);
      return core.commands.setup(ctx, channel.id, notifyOf(interaction));
    }
    if (subcommand === 'status') return core.commands.status(ctx);
    const notify = subcommand === 'notify' ? notifyOf(interaction) : undefined;
    if (notify) return core.commands.setNotify(ctx, notify);
    return core.commands.run(ctx, `${subcommand} ${argumentsOf(interaction, subcommand)}`, discordSyntax);
  });
}

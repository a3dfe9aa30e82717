import {
  ApplicationIntegrationType,
  ChannelType,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';

const TEXT_CHANNELS = [ChannelType.GuildText, ChannelType.GuildAnnouncement] as const;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

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
        option.setName('hour').setDescription('The hour, 0 to 23, in UTC').setMinValue(0).setMaxValue(23),
      )
      .addBooleanOption((option) => option.setName('off').setDescription('Stop the weekly pulse')),
  );

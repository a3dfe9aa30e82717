import {
  type ChatInputCommandInteraction,
  Events,
  type RESTPutAPIApplicationCommandsJSONBody,
} from 'discord.js';
import type { DiscordDeps } from '../../deps.js';
import { affectiveCommand, handleAffective } from './affective.js';
import { forgetMeCommand, handleForgetMe } from './forget-me.js';
import { handlePulse, pulseCommand } from './pulse.js';
import { handleSupport, supportCommand } from './support.js';

/** Every slash command, declared beside the code that answers it. */
export const SLASH_COMMANDS = [pulseCommand, affectiveCommand, forgetMeCommand, supportCommand];

/** The body of the bulk overwrite (`PUT /applications/{id}/commands`) that registers them all. */
export function commandsBody(): RESTPutAPIApplicationCommandsJSONBody {
  return SLASH_COMMANDS.map((command) => command.toJSON());
}

const HANDLERS: Record<string, (i: ChatInputCommandInteraction, deps: DiscordDeps) => Promise<void>> = {
  [pulseCommand.name]: handlePulse,
  [affectiveCommand.name]: handleAffective,
  [forgetMeCommand.name]: handleForgetMe,
  [supportCommand.name]: handleSupport,
};

export function register(deps: DiscordDeps): void {
  deps.client.on(Events.InteractionCreate, (interaction) => {
    if (!interaction.isChatInputCommand()) return;
    const handler = HANDLERS[interaction.commandName];
    if (!handler) return;
    // Two processes given the same shard both hear it: the one that claims it answers.
    deps.core.tasks.run(`/${interaction.commandName}`, async () => {
      await deps.core.once(`interaction:${interaction.id}`, () => handler(interaction, deps));
    });
  });
}

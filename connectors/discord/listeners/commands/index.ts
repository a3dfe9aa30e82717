import type { RESTPutAPIApplicationCommandsJSONBody } from 'discord.js';
import { affectiveCommand } from './affective.js';
import { forgetMeCommand } from './forget-me.js';
import { pulseCommand } from './pulse.js';

/** Every slash command, declared beside the code that answers it. */
export const SLASH_COMMANDS = [pulseCommand, affectiveCommand, forgetMeCommand];

/** The body of the bulk overwrite (`PUT /applications/{id}/commands`) that registers them all. */
export function commandsBody(): RESTPutAPIApplicationCommandsJSONBody {
  return SLASH_COMMANDS.map((command) => command.toJSON());
}

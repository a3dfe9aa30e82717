import type { App } from '@slack/bolt';
import type { ListenerNeeds, SlackDeps } from '../../deps.js';
import { affectiveCommand, handleAffective } from './affective.js';
import { handlePulse, pulseCommand } from './pulse.js';

/** Every slash command, declared beside the code that answers it; the manifest lists the same. */
export const SLASH_COMMANDS = [pulseCommand, affectiveCommand];

export const needs: ListenerNeeds = {
  botEvents: [],
  scopes: ['commands', 'users:read', 'chat:write', 'channels:join'],
};

export function register(app: App, deps: SlackDeps): void {
  app.command(pulseCommand.command, (args) => handlePulse(args, deps));
  app.command(affectiveCommand.command, (args) => handleAffective(args, deps));
}

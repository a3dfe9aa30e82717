/** Where a command can be used: in a team's channels (by @mentioning the bot) or in the personal chat. */
export type CommandScope = 'team' | 'personal';

export interface CommandDeclaration {
  name: string;
  scopes: CommandScope[];
}

/**
 * The bot's commands; the manifest's `commandLists` offer exactly these (a test checks), and the message
 * listener answers exactly these. Apart from `pulse`, they are core's subcommands of `@Affective`.
 */
export const COMMANDS = [
  { name: 'pulse', scopes: ['team', 'personal'] },
  { name: 'setup', scopes: ['team'] },
  { name: 'status', scopes: ['team'] },
  { name: 'channels', scopes: ['team'] },
  { name: 'notify', scopes: ['team'] },
  { name: 'support', scopes: ['team'] },
  { name: 'digest', scopes: ['team'] },
  { name: 'forget-me', scopes: ['team'] },
] as const satisfies readonly CommandDeclaration[];

export type CommandName = (typeof COMMANDS)[number]['name'];

/** The command a message asks for (its first word, after the bot's mention is taken out), with the rest. */
export function parseCommand(text: string): { name: CommandName; argument: string } | null {
  const [first = '', ...rest] = text.trim().split(/\s+/);
  const command = COMMANDS.find((c) => c.name === first.toLowerCase());
  return command ? { name: command.name, argument: rest.join(' ') } : null;
}

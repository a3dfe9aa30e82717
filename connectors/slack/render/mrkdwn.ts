import type { types } from '@slack/bolt';
import type { ArgumentSyntax, Markup, NotifyTarget } from '../../core/platform.js';

export type KnownBlock = types.KnownBlock;

/** What a message or response is made of: the blocks, and the text notifications and screen readers use. */
export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

/** Slack's mrkdwn control characters, escaped as its docs ask. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A date every reader sees in their own time zone, with the ISO time as the fallback. */
export function slackDate(at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `<!date^${seconds}^{date_short_pretty} {time}|${at.toISOString()}>`;
}

function mention(target: NotifyTarget): string {
  switch (target.kind) {
    case 'here':
      return '<!here>';
    case 'group':
      return `<!subteam^${target.id}>`;
    case 'people':
      return target.ids.map((id) => `<@${id}>`).join(' ');
    case 'role':
    case 'tag':
    case 'nobody':
      return '';
  }
}

/** Core's wording written in Slack's mrkdwn. */
export const slackMarkup: Markup = {
  escape: escapeText,
  bold: (text) => `*${text}*`,
  italic: (text) => `_${text}_`,
  code: (text) => `\`${text}\``,
  channel: (id) => `<#${id}>`,
  user: (id) => `<@${id}>`,
  date: slackDate,
  link: (url, label) => `<${url}|${label}>`,
  mention,
  emoji: (name) => `:${name}:`,
};

/** Arguments of slash commands, which Slack escapes (`should_escape`): `<#C1|name>`, `<!subteam^S1|@mods>`. */
export const slackSyntax: ArgumentSyntax = {
  channel(argument) {
    const escaped = /^<#([CG][A-Z0-9]+)(?:\|[^>]*)?>$/.exec(argument.trim());
    if (escaped) return escaped[1]!;
    return /^[CG][A-Z0-9]{6,}$/.test(argument.trim()) ? argument.trim() : null;
  },
  notifyTarget(argument) {
    const given = argument.trim();
    if (/^(<!here(\|[^>]*)?>|@?here)$/i.test(given)) return { kind: 'here' };
    if (/^(nobody|none|off)$/i.test(given)) return { kind: 'nobody' };
    const group = /^<!subteam\^([A-Z0-9]+)(?:\|([^>]*))?>$/.exec(given);
    if (group) return { kind: 'group', id: group[1]!, name: group[2]?.replace(/^@/, '') };
    const people = [...given.matchAll(/<@([UW][A-Z0-9]+)(?:\|[^>]*)?>/g)].map((m) => m[1]!);
    if (people.length && given.replace(/<@[^>]+>/g, '').trim() === '') return { kind: 'people', ids: people };
    return null;
  },
  text(argument) {
    return argument
      .replace(/<(https?:\/\/[^|>]+)(?:\|[^>]*)?>/g, '$1')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  },
};

import { escapeMarkdown, TimestampStyles, time } from 'discord.js';
import {
  type ArgumentSyntax,
  EMOJI_CHARACTERS,
  type Markup,
  type NotifyTarget,
} from '../../core/platform.js';

/**
 * Text from outside (recommended actions, support text) with Discord's markdown escaped, and mentions broken so
 * that they show as text: a message's `allowed_mentions` decides who is notified, this keeps them readable.
 */
function escapeText(text: string): string {
  return escapeMarkdown(text)
    .replace(/@(everyone|here)/g, '@\u200b$1')
    .replace(/<([@#])/g, '<\u200b$1');
}

function mention(target: NotifyTarget): string {
  switch (target.kind) {
    case 'here':
      return '@here';
    case 'role':
      return `<@&${target.id}>`;
    case 'people':
      return target.ids.map((id) => `<@${id}>`).join(' ');
    case 'group':
    case 'tag':
    case 'nobody':
      return '';
  }
}

/** Core's wording written in Discord's markdown. */
export const discordMarkup: Markup = {
  escape: escapeText,
  bold: (text) => `**${text}**`,
  italic: (text) => `*${text}*`,
  // Escapes show as written inside a code span: undone there, and a backtick cannot close it early.
  code: (text) => `\`${text.replace(/\\([\\*_~`|])/g, '$1').replace(/`/g, 'ˋ')}\``,
  channel: (id) => `<#${id}>`,
  user: (id) => `<@${id}>`,
  // Every reader sees it in their own time zone and language.
  date: (at) => time(Math.floor(at.getTime() / 1000), TimestampStyles.ShortDateTime),
  link: (url, label) => `[${label}](${url})`,
  mention,
  emoji: (name) => EMOJI_CHARACTERS[name],
};

/** Channel and role references as Discord writes them in a text option (`<#123>`, `<@&456>`). */
export const discordSyntax: ArgumentSyntax = {
  channel(argument) {
    const found = /^<#(\d{17,20})>$/.exec(argument.trim()) ?? /^(\d{17,20})$/.exec(argument.trim());
    return found ? found[1]! : null;
  },
  notifyTarget(argument) {
    const given = argument.trim();
    if (/^@?here$/i.test(given)) return { kind: 'here' };
    if (/^(nobody|none|off)$/i.test(given)) return { kind: 'nobody' };
    const role = /^<@&(\d{17,20})>$/.exec(given);
    return role ? { kind: 'role', id: role[1]! } : null;
  },
  text: (argument) => argument,
};

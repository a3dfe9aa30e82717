import type { types } from '@slack/bolt';

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

/** Vocabulary names such as `self_harm` as people write them. */
export function humanise(name: string): string {
  return escapeText(name.replace(/[_-]+/g, ' '));
}

/** A date every reader sees in their own time zone, with the ISO time as the fallback. */
export function slackDate(at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `<!date^${seconds}^{date_short_pretty} {time}|${at.toISOString()}>`;
}

export function section(text: string): KnownBlock {
  return { type: 'section', text: { type: 'mrkdwn', text: text.slice(0, 3000) } };
}

export function header(text: string): KnownBlock {
  return { type: 'header', text: { type: 'plain_text', text: text.slice(0, 150), emoji: true } };
}

export function context(...texts: string[]): KnownBlock {
  return { type: 'context', elements: texts.map((text) => ({ type: 'mrkdwn', text })) };
}

export const divider: KnownBlock = { type: 'divider' };

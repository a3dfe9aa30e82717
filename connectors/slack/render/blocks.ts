import type { types } from '@slack/bolt';
import type { MessageView, ViewBlock, ViewBranding } from '../../core/view.js';
import { escapeText, type KnownBlock, type SlackMessage } from './mrkdwn.js';

/** Slack's limits: section text, header text, context elements. */
export const SECTION_CHARS = 3000;
const HEADER_CHARS = 150;
const CONTEXT_ELEMENT_CHARS = 2000;
const FIELD_CHARS = 2000;

/**
 * Cuts mrkdwn to at most `max` characters without splitting a token: an escape (`&amp;`), a link, mention or
 * date (`<…>`), or a surrogate pair. A cut text ends with an ellipsis.
 */
export function cutMrkdwn(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const open = text.lastIndexOf('<', end);
  if (open !== -1 && text.indexOf('>', open) >= end) end = open;
  const amp = text.lastIndexOf('&', end);
  if (
    amp !== -1 &&
    end - amp < 6 &&
    /^&(amp|lt|gt);/.test(text.slice(amp)) &&
    text.indexOf(';', amp) >= end
  ) {
    end = amp;
  }
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

export function section(text: string): KnownBlock {
  return { type: 'section', text: { type: 'mrkdwn', text: cutMrkdwn(text, SECTION_CHARS) } };
}

export function header(text: string): KnownBlock {
  return { type: 'header', text: { type: 'plain_text', text: text.slice(0, HEADER_CHARS), emoji: true } };
}

export function context(...texts: string[]): KnownBlock {
  return {
    type: 'context',
    elements: texts.map((text) => ({ type: 'mrkdwn', text: cutMrkdwn(text, CONTEXT_ELEMENT_CHARS) })),
  };
}

export const divider: KnownBlock = { type: 'divider' };

function block(item: ViewBlock): KnownBlock {
  switch (item.kind) {
    case 'text':
      return section(item.text);
    case 'divider':
      return divider;
    case 'note':
      return context(item.text);
    case 'fields':
      return {
        type: 'section',
        fields: item.fields.map((f) => ({
          type: 'mrkdwn',
          text: cutMrkdwn(`*${f.label}*\n${f.value}`, FIELD_CHARS),
        })),
      };
    case 'buttons':
      return {
        type: 'actions',
        block_id: item.id,
        elements: item.buttons.map((b) => ({
          type: 'button',
          action_id: b.action,
          text: { type: 'plain_text', text: b.label },
          value: b.value,
          ...(b.style ? { style: b.style } : {}),
        })),
      };
  }
}

/**
 * The organisation's branding as the message's last line: its logo and product name in a context block.
 * Block Kit has no colour of its own, so the accent colour is not shown.
 */
function brandingFooter(branding: ViewBranding): KnownBlock {
  const name = escapeText(branding.productName);
  return {
    type: 'context',
    elements: [
      ...(branding.logoUrl
        ? [{ type: 'image' as const, image_url: branding.logoUrl, alt_text: branding.productName }]
        : []),
      { type: 'mrkdwn', text: cutMrkdwn(name, CONTEXT_ELEMENT_CHARS) },
    ],
  };
}

/** Core's view as Block Kit: its title as a header, then its blocks, then the branding if any. */
export function renderMessage(view: MessageView): SlackMessage {
  const blocks = view.blocks.map(block);
  if (view.title) blocks.unshift(header(view.title));
  if (view.branding) blocks.push(brandingFooter(view.branding));
  return { text: view.text, blocks };
}

/** Core's home view as the App Home tab. */
export function renderHome(view: MessageView): types.HomeView {
  return { type: 'home', blocks: renderMessage(view).blocks };
}

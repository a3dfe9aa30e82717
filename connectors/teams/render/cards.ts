import type { MessageView, ViewBlock, ViewBranding } from '../../core/view.js';
import { escapeCardText } from './markup.js';

/** An Adaptive Card as Teams renders it (schema 1.5, the newest Teams supports on every client). */
export interface AdaptiveCard {
  type: 'AdaptiveCard';
  $schema: string;
  version: '1.5';
  body: Array<Record<string, unknown>>;
  actions?: Array<Record<string, unknown>>;
  msteams: { width: 'Full'; entities?: MentionEntity[] };
}

export interface MentionEntity {
  type: 'mention';
  text: string;
  mentioned: { id: string; name: string; type?: 'tag' };
}

export const CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';

const MARKER = /<at id="([^"]+)" kind="(tag|user)">(.*?)<\/at>/g;

/**
 * Turns mention markers into Teams' `<at>Name</at>`, collecting the entities that resolve them; a line break
 * becomes a paragraph break, which every Teams client shows.
 */
function resolveMentions(text: string, entities: MentionEntity[]): string {
  return text.replace(/\n/g, '\n\n').replace(MARKER, (_whole, id: string, kind: string, name: string) => {
    const tagged = `<at>${name}</at>`;
    const mentioned = {
      id: decodeURIComponent(id),
      name,
      ...(kind === 'tag' ? { type: 'tag' as const } : {}),
    };
    if (!entities.some((e) => e.mentioned.id === mentioned.id))
      entities.push({ type: 'mention', text: tagged, mentioned });
    return tagged;
  });
}

function element(block: ViewBlock, mention: (text: string) => string): Record<string, unknown> | null {
  switch (block.kind) {
    case 'text':
      return { type: 'TextBlock', text: mention(block.text), wrap: true };
    case 'note':
      return { type: 'TextBlock', text: mention(block.text), wrap: true, isSubtle: true, size: 'Small' };
    case 'fields':
      return {
        type: 'FactSet',
        facts: block.fields.map((f) => ({ title: mention(f.label), value: mention(f.value) })),
      };
    case 'divider':
    case 'buttons':
      return null;
  }
}

/**
 * The organisation's branding as the card's last line: its logo beside its product name, in small print.
 * Adaptive Cards take only named colours, so the accent colour is not shown.
 */
function brandingFooter(branding: ViewBranding): Record<string, unknown> {
  const name = {
    type: 'TextBlock',
    text: escapeCardText(branding.productName),
    isSubtle: true,
    size: 'Small',
    wrap: true,
  };
  if (!branding.logoUrl) return { ...name, separator: true, spacing: 'Medium' };
  return {
    type: 'ColumnSet',
    separator: true,
    spacing: 'Medium',
    columns: [
      {
        type: 'Column',
        width: 'auto',
        items: [{ type: 'Image', url: branding.logoUrl, altText: branding.productName, height: '20px' }],
      },
      { type: 'Column', width: 'stretch', verticalContentAlignment: 'Center', items: [name] },
    ],
  };
}

/**
 * Core's view as an Adaptive Card: the title as a heading, text and notes as text blocks, fields as a fact set,
 * dividers as separators, and buttons as `Action.Execute` (verb: core's action id, data: its value), whose
 * invoke Teams sends back to the bot; the organisation's branding, if any, as its footer.
 */
export function renderCard(view: MessageView): AdaptiveCard {
  const entities: MentionEntity[] = [];
  const mention = (text: string) => resolveMentions(text, entities);
  const body: Array<Record<string, unknown>> = [];
  if (view.title)
    body.push({ type: 'TextBlock', text: mention(view.title), size: 'Large', weight: 'Bolder', wrap: true });
  let separate = false;
  const actions: Array<Record<string, unknown>> = [];
  for (const block of view.blocks) {
    if (block.kind === 'divider') {
      separate = true;
      continue;
    }
    if (block.kind === 'buttons') {
      for (const button of block.buttons) {
        actions.push({
          type: 'Action.Execute',
          title: button.label,
          verb: button.action,
          data: { value: button.value },
          ...(button.style ? { style: button.style === 'primary' ? 'positive' : 'destructive' } : {}),
        });
      }
      continue;
    }
    const drawn = element(block, mention)!;
    if (separate) {
      drawn.separator = true;
      drawn.spacing = 'Medium';
      separate = false;
    }
    body.push(drawn);
  }
  if (view.branding) body.push(brandingFooter(view.branding));
  return {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    body,
    ...(actions.length ? { actions } : {}),
    msteams: { width: 'Full', ...(entities.length ? { entities } : {}) },
  };
}

/** The message activity that carries a view: the card, and the view's text as the notification summary. */
export function cardActivity(view: MessageView) {
  return {
    type: 'message' as const,
    summary: view.text.replace(MARKER, (_w, _id, _k, name: string) => `@${name}`).slice(0, 200),
    attachments: [{ contentType: CARD_CONTENT_TYPE, content: renderCard(view) }],
  };
}

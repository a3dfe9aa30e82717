import type { Mentionable } from '../directory.js';

/** Adaptive Cards as Teams renders them (schema 1.5, the newest Teams supports everywhere). */
export type CardElement = Record<string, unknown> & { type: string };

export interface AdaptiveCard {
  type: 'AdaptiveCard';
  $schema: string;
  version: '1.5';
  body: CardElement[];
  actions?: CardElement[];
  msteams?: { width?: 'Full'; entities?: MentionEntity[] };
}

export interface MentionEntity {
  type: 'mention';
  text: string;
  mentioned: { id: string; name: string; type?: 'tag' };
}

export const CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';

export function card(
  body: CardElement[],
  extras: Partial<Pick<AdaptiveCard, 'actions' | 'msteams'>> = {},
): AdaptiveCard {
  return {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    body,
    ...extras,
  };
}

export function heading(text: string, color?: 'Attention' | 'Good' | 'Warning'): CardElement {
  return {
    type: 'TextBlock',
    text,
    size: 'Large',
    weight: 'Bolder',
    wrap: true,
    ...(color ? { color } : {}),
  };
}

export function text(value: string, options: Record<string, unknown> = {}): CardElement {
  return { type: 'TextBlock', text: value, wrap: true, ...options };
}

export function note(value: string): CardElement {
  return text(value, { isSubtle: true, size: 'Small', spacing: 'Medium' });
}

export function facts(entries: Array<[string, string]>): CardElement {
  return { type: 'FactSet', facts: entries.map(([title, value]) => ({ title, value })) };
}

export function section(title: string, body: CardElement[]): CardElement[] {
  return [text(title, { weight: 'Bolder', spacing: 'Medium', separator: true }), ...body];
}

/** Markdown that Adaptive Cards would read as formatting, escaped in text that comes from elsewhere. */
export function plain(value: string): string {
  return value.replace(/[\\*_~`[\]()#>|-]/g, (c) => `\\${c}`);
}

/** A date and time Teams shows in each reader's own time zone. */
export function when(date: Date): string {
  const iso = `${date.toISOString().slice(0, 19)}Z`;
  return `{{DATE(${iso}, SHORT)}} {{TIME(${iso})}}`;
}

export function humanise(name: string): string {
  const spaced = name.replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function mentionOf(who: Mentionable, type?: 'tag'): MentionEntity {
  return {
    type: 'mention',
    text: `<at>${who.name}</at>`,
    mentioned: { id: who.id, name: who.name, ...(type ? { type } : {}) },
  };
}

/** The message activity that carries a card. */
export function cardActivity(content: AdaptiveCard, summary: string) {
  return {
    type: 'message' as const,
    summary,
    attachments: [{ contentType: CARD_CONTENT_TYPE, content }],
  };
}

import {
  AllowedMentionsTypes,
  type APIActionRowComponent,
  type APIAllowedMentions,
  type APIButtonComponentWithCustomId,
  type APIEmbed,
  type APIEmbedField,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import type { MessageView, ViewBranding, ViewButton } from '../../core/view.js';

/** Discord's limits on a message and its embed. */
export const LIMITS = {
  content: 2000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  embedTotal: 6000,
  buttonsPerRow: 5,
  rows: 5,
  customId: 100,
  label: 80,
} as const;

const EMBED_COLOUR = 0x5865f2;
/** A field's name may not be empty: a zero-width space stands for "no name". */
const NO_NAME = '\u200b';

export type DiscordComponentRow = APIActionRowComponent<APIButtonComponentWithCustomId>;

/** A message body for `POST /channels/{id}/messages`, an edit, or an interaction response. */
export interface DiscordMessage {
  /** The mentions the message notifies: mentions inside an embed are shown but never notify. */
  content: string;
  embeds: APIEmbed[];
  components: DiscordComponentRow[];
  /** Exactly the mentions of `content`, so that nothing else in the message can notify anyone. */
  allowed_mentions: APIAllowedMentions;
}

/**
 * Cuts markdown to at most `max` characters without splitting a mention, channel, timestamp (`<…>`) or
 * surrogate pair; a cut text ends with an ellipsis.
 */
export function cutMarkdown(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const open = text.lastIndexOf('<', end);
  if (open !== -1 && text.indexOf('>', open) >= end) end = open;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

const LEADING_MENTIONS = /^(?:(?:<@&\d+>|<@\d+>|@here)\s*)+/;

/** The notifying mentions a view leads its text with (core puts whom a banner notifies first). */
export function notifyingMentions(text: string): { content: string; allowed: APIAllowedMentions } {
  const lead = LEADING_MENTIONS.exec(text)?.[0].trim() ?? '';
  const roles = [...lead.matchAll(/<@&(\d+)>/g)].map((m) => m[1]!);
  const users = [...lead.matchAll(/<@(\d+)>/g)].map((m) => m[1]!);
  return {
    content: lead,
    allowed: { parse: /@here/.test(lead) ? [AllowedMentionsTypes.Everyone] : [], roles, users },
  };
}

const subtext = (text: string) =>
  text
    .split('\n')
    .map((line) => `-# ${line}`)
    .join('\n');

const STYLES = { primary: ButtonStyle.Primary, danger: ButtonStyle.Danger } as const;

/** A button's custom id: the action core routes on and the value it carries (a banner id). */
export function customIdOf(button: ViewButton): string {
  return `${button.action}:${button.value}`.slice(0, LIMITS.customId);
}

export function parseCustomId(customId: string): { action: string; value: string } {
  const at = customId.indexOf(':');
  return at < 0
    ? { action: customId, value: '' }
    : { action: customId.slice(0, at), value: customId.slice(at + 1) };
}

function embedLength(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

/** The organisation's branding: the embed's colour, and its product name and logo as the embed's footer. */
function brand(embed: APIEmbed, branding: ViewBranding): void {
  if (branding.accentColour) embed.color = Number.parseInt(branding.accentColour.slice(1), 16);
  embed.footer = {
    text: branding.productName.slice(0, LIMITS.footer),
    ...(branding.logoUrl ? { icon_url: branding.logoUrl } : {}),
  };
}

/**
 * Keeps an embed within Discord's total of 6,000 characters by leaving out fields from the end: a title and a
 * description alone, each within its own limit, always fit.
 */
function withinTotal(embed: APIEmbed): APIEmbed {
  const fields = (embed.fields ?? []).slice(0, LIMITS.fields);
  const fitted: APIEmbed = { ...embed, fields };
  while (embedLength(fitted) > LIMITS.embedTotal && fields.length) fields.pop();
  if (!fields.length) delete fitted.fields;
  return fitted;
}

/**
 * Core's view as one embed: its title, its text in the description until a row of fields, which become inline
 * fields; text after them becomes full-width fields, so that the order of the view is kept. Notes are small
 * print (`-#`). Buttons become rows of buttons; whom the view notifies goes in `content`. The organisation's
 * branding, if any, colours the embed and is its footer.
 */
export function renderMessage(view: MessageView): DiscordMessage {
  const description: string[] = [];
  const fields: APIEmbedField[] = [];
  const components: DiscordComponentRow[] = [];
  const field = (name: string, value: string, inline: boolean): APIEmbedField => ({
    name: cutMarkdown(name, LIMITS.fieldName),
    value: cutMarkdown(value || NO_NAME, LIMITS.fieldValue),
    inline,
  });
  for (const block of view.blocks) {
    switch (block.kind) {
      case 'text':
      case 'note': {
        const text = block.kind === 'note' ? subtext(block.text) : block.text;
        if (fields.length) fields.push(field(NO_NAME, text, false));
        else description.push(text);
        break;
      }
      case 'divider':
        break;
      case 'fields':
        fields.push(...block.fields.map((f) => field(f.label, f.value, true)));
        break;
      case 'buttons':
        for (
          let i = 0;
          i < block.buttons.length && components.length < LIMITS.rows;
          i += LIMITS.buttonsPerRow
        ) {
          components.push({
            type: ComponentType.ActionRow,
            components: block.buttons.slice(i, i + LIMITS.buttonsPerRow).map((b) => ({
              type: ComponentType.Button,
              custom_id: customIdOf(b),
              label: b.label.slice(0, LIMITS.label),
              style: b.style ? STYLES[b.style] : ButtonStyle.Secondary,
            })),
          });
        }
        break;
    }
  }
  const embed: APIEmbed = { color: EMBED_COLOUR };
  if (view.title) embed.title = view.title.slice(0, LIMITS.title);
  const text = description.join('\n\n') || (fields.length ? '' : view.text);
  if (text) embed.description = cutMarkdown(text, LIMITS.description);
  if (fields.length) embed.fields = fields;
  if (view.branding) brand(embed, view.branding);
  const { content, allowed } = notifyingMentions(view.text);
  return {
    content: cutMarkdown(content, LIMITS.content),
    embeds: [withinTotal(embed)],
    components,
    allowed_mentions: allowed,
  };
}

/** Core's view as a private answer to whoever ran a command (`editReply`): an ephemeral reply notifies nobody. */
export function replyOf(view: MessageView) {
  const { embeds, components } = renderMessage(view);
  return { content: '', embeds, components, allowedMentions: { parse: [] } };
}

import { EMOJI_CHARACTERS, type EmojiName, type Markup, type NotifyTarget } from '../../core/platform.js';

/** Markdown Adaptive Cards would read as formatting, escaped in text that comes from elsewhere. */
export function escapeCardText(value: string): string {
  return value.replace(/[\\*_~`[\]()#>|]/g, (c) => `\\${c}`).replace(/</g, '&lt;');
}

/**
 * A mention as core's text carries it until the card is drawn: `<at id="…" kind="tag|user">Name</at>`. The
 * renderer turns each into Teams' `<at>Name</at>` and the mention entity that resolves it.
 */
export function mentionMarker(id: string, name: string, kind: 'tag' | 'user'): string {
  return `<at id="${encodeURIComponent(id)}" kind="${kind}">${escapeCardText(name)}</at>`;
}

/**
 * Text as Adaptive Cards' TextBlock reads it (a little markdown, no inline code). People are mentioned by
 * name, so the names Teams showed with their ids are kept here as they pass (a cache for the process).
 */
export class TeamsMarkup implements Markup {
  private readonly names = new Map<string, string>();

  /** Remembers a person's display name, for drawing their mention or name later. */
  learn(userId: string, name: string | undefined): void {
    if (!name) return;
    if (this.names.size > 10_000) this.names.clear();
    this.names.set(userId, name);
  }

  escape(text: string): string {
    return escapeCardText(text);
  }
  bold(text: string): string {
    return `**${text}**`;
  }
  italic(text: string): string {
    return `_${text}_`;
  }
  /** Cards have no inline code: commands are shown in bold. */
  code(text: string): string {
    return `**${text}**`;
  }
  /** Core's channel ids are already percent-encoded, as a deep link wants them. */
  channel(channelId: string): string {
    return `[a channel of this team](https://teams.microsoft.com/l/channel/${channelId}/channel)`;
  }
  user(userId: string): string {
    const name = this.names.get(userId);
    return name ? escapeCardText(name) : 'a moderator';
  }
  date(at: Date): string {
    const iso = `${at.toISOString().slice(0, 19)}Z`;
    return `{{DATE(${iso}, SHORT)}} {{TIME(${iso})}}`;
  }
  link(url: string, label: string): string {
    return `[${label}](${url})`;
  }
  /** A tag, or each named person; Teams has no `@here`, groups or roles. */
  mention(target: NotifyTarget): string {
    if (target.kind === 'tag') return mentionMarker(target.id, target.name ?? 'moderators', 'tag');
    if (target.kind === 'people') {
      return target.ids
        .map((id, i) => mentionMarker(id, target.names?.[i] ?? this.names.get(id) ?? 'moderator', 'user'))
        .join(' ');
    }
    return '';
  }
  emoji(name: EmojiName): string {
    return EMOJI_CHARACTERS[name];
  }
}

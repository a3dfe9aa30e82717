import type { Markup } from '../platform.js';

const INLINE =
  /\*\*([^*\n]+)\*\*|(?<![\w*])[_*]([^_*\n]+)[_*](?![\w*])|\[([^\]\n]+)\]\((https:\/\/[^)\s]+)\)/g;

function inline(markup: Markup, line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    out += markup.escape(line.slice(last, match.index));
    const [, bold, italic, label, url] = match;
    if (bold) out += markup.bold(markup.escape(bold));
    else if (italic) out += markup.italic(markup.escape(italic));
    else out += markup.link(url!, label!);
    last = match.index + match[0].length;
  }
  return out + markup.escape(line.slice(last));
}

/**
 * A skill card's body (the service's markdown subset: paragraphs, bold, italic, lists, https links) in the
 * platform's markup. Lists become lines starting with a bullet or their number; everything else is escaped.
 */
export function renderCardMarkdown(markup: Markup, body: string): string {
  return body
    .split('\n')
    .map((line) => {
      const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
      if (bullet) return `• ${inline(markup, bullet[1]!)}`;
      const numbered = /^\s*(\d{1,2})\.\s+(.*)$/.exec(line);
      if (numbered) return `${numbered[1]}. ${inline(markup, numbered[2]!)}`;
      return inline(markup, line);
    })
    .join('\n');
}

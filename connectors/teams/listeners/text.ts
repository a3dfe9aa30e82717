import type { Activity } from '@microsoft/agents-activity';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of a Teams message: mentions and markup taken out, entities decoded, spaces collapsed. */
export function plainText(text: string | undefined): string {
  return (text ?? '')
    .replace(/<at[^>]*>.*?<\/at>/gis, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export function mentionsBot(activity: Activity): boolean {
  const botId = activity.recipient?.id;
  return Boolean(
    botId &&
      activity.entities?.some(
        (e) => e.type === 'mention' && (e as { mentioned?: { id?: string } }).mentioned?.id === botId,
      ),
  );
}

import type { Markup, NotifyTarget } from '../platform.js';
import type { WorkspaceSettings } from '../store/workspaces.repository.js';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Whom banners notify, in words. */
export function notifyText(markup: Markup, notify: NotifyTarget): string {
  switch (notify.kind) {
    case 'nobody':
      return 'nobody (banners are posted without a mention)';
    case 'people':
      return notify.ids.map((id) => markup.user(id)).join(', ') || 'nobody';
    default:
      return markup.mention(notify);
  }
}

/** Which channels are read, in words. */
export function scopeText(markup: Markup, settings: WorkspaceSettings | null): string {
  const external = settings?.includeExternal ? 'external people included' : 'external people skipped';
  if (!settings || settings.scope === 'all') return `every channel I am in (${external})`;
  const channels = settings.scopeChannels.map((c) => markup.channel(c)).join(', ') || 'none';
  return settings.scope === 'include'
    ? `only ${channels} (${external})`
    : `every channel I am in except ${channels} (${external})`;
}

/** The note posted once in every channel the bot joins, so nobody is analysed without being told. */
export function transparencyText(markup: Markup, commands: { affective: string; pulse: string }): string {
  return [
    `${markup.emoji('wave')} Affective is now in this channel. Messages here are analysed anonymously to show how the community is doing:`,
    'the text is never stored, people are replaced by pseudonyms, and only group figures are shown (never who wrote what).',
    `Anyone can opt out with ${markup.code(`${commands.affective} forget-me`)}; ${markup.code(commands.pulse)} shows the community pulse.`,
  ].join(' ');
}

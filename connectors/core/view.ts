/**
 * What core says, platform-neutral: a platform renders it as Block Kit, an embed or an Adaptive Card. Text in a
 * view is already written in the platform's markup (see `Markup`).
 */
export interface MessageView {
  /** The whole message as one line or a few: notifications, screen readers, platforms' fallback text. */
  text: string;
  title?: string;
  blocks: ViewBlock[];
  /**
   * The organisation's white-label branding (Brain tier), shown as the message's footer where the platform can
   * (product name, logo, accent colour); left out, the platform's default look.
   */
  branding?: ViewBranding;
}

/** White-label branding as a view carries it: plain text and addresses, each platform escapes and draws them. */
export interface ViewBranding {
  productName: string;
  /** An https image address, or null. */
  logoUrl: string | null;
  /** `#rrggbb`, or null. */
  accentColour: string | null;
}

export type ViewBlock =
  | { kind: 'text'; text: string }
  | { kind: 'fields'; fields: ViewField[] }
  | { kind: 'divider' }
  /** Small print under the message. */
  | { kind: 'note'; text: string }
  | { kind: 'buttons'; id: string; buttons: ViewButton[] };

export interface ViewField {
  label: string;
  value: string;
}

export interface ViewButton {
  /** The action id the platform routes back to core. */
  action: string;
  label: string;
  value: string;
  style?: 'primary' | 'danger';
}

/** A message of plain sentences, as most command answers are. */
export function plainView(text: string, ...more: string[]): MessageView {
  return { text, blocks: [text, ...more].map((t) => ({ kind: 'text', text: t })) };
}

import type { AffectiveClient } from '../../shared/client/index.js';
import type { Clock } from '../../shared/runtime/clock.js';
import type { Logger } from '../../shared/runtime/logger.js';
import type { MessageView, ViewBranding } from './view.js';

/** How long the organisation's branding is reused before the service is asked again. */
export const BRANDING_TTL_MS = 5 * 60_000;
/** After a failed look-up, how long the default look is kept before asking again. */
const FAILED_TTL_MS = 60_000;
/** A message never waits longer than this for the first branding; a late answer still fills the cache. */
const WAIT_MS = 2_000;

/**
 * The organisation's white-label branding (Brain tier, `branding` of `GET /configure`) for the connector's
 * messages: read with a short cache, and never in the way of a message. Once read, an expired branding is still
 * given while it is read again in the background; only the very first read is waited for, briefly. When the
 * service is slow or away, or refuses the key, messages keep the branding last read, or get the default look.
 */
export class BrandingSource {
  private cached: { branding: ViewBranding | null; until: number } | null = null;
  private pending: Promise<ViewBranding | null> | null = null;
  private read = false;

  constructor(
    private readonly options: {
      service: Pick<AffectiveClient, 'configuration'>;
      clock: Clock;
      logger: Logger;
      waitMs?: number;
    },
  ) {}

  /** Whether the branding has been read from the service at least once (before that, `current` is a guess). */
  get known(): boolean {
    return this.read;
  }

  /** The branding in force, or null for the default look. */
  async current(): Promise<ViewBranding | null> {
    if (this.cached) {
      if (this.cached.until <= this.options.clock.now().getTime()) void this.refresh();
      return this.cached.branding;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.options.waitMs ?? WAIT_MS);
    });
    try {
      return await Promise.race([this.refresh(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads the branding again, once however many ask at the same time; never rejects. */
  refresh(): Promise<ViewBranding | null> {
    this.pending ??= this.fetch().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** The view with the branding in force, if any. */
  async brand(view: MessageView): Promise<MessageView> {
    return withBranding(view, await this.current());
  }

  private async fetch(): Promise<ViewBranding | null> {
    try {
      const { branding } = await this.options.service.configuration();
      const current = branding
        ? {
            productName: branding.product_name,
            logoUrl: branding.logo_url,
            accentColour: branding.accent_colour,
          }
        : null;
      this.cached = { branding: current, until: this.options.clock.now().getTime() + BRANDING_TTL_MS };
      this.read = true;
      return current;
    } catch (err) {
      this.options.logger.debug(
        { err: { message: (err as Error).message } },
        'branding not read: messages keep the default look',
      );
      const branding = this.cached?.branding ?? null;
      this.cached = { branding, until: this.options.clock.now().getTime() + FAILED_TTL_MS };
      return branding;
    }
  }
}

export function withBranding(view: MessageView, branding: ViewBranding | null): MessageView {
  return branding ? { ...view, branding } : view;
}

import { AffectiveClient } from '../../shared/client/index.js';
import { type Clock, systemClock } from '../../shared/runtime/clock.js';
import type { Logger } from '../../shared/runtime/logger.js';
import type { Pool } from '../../shared/runtime/pool.js';
import { type SecretSealer, sealerFromConfig } from '../../shared/runtime/secret-sealer.js';
import { ALERTS_PATH, alertReceiver } from './alert-receiver.js';
import { AlertCenter } from './alerts/center.js';
import { BackgroundTasks } from './background-tasks.js';
import { BrandingSource, withBranding } from './branding.js';
import { AffectiveCommands } from './commands/affective.js';
import { transparencyText } from './commands/wording.js';
import type { ConnectorConfig } from './config.js';
import { WeeklyDigest } from './digest/digest.js';
import { startHousekeeping } from './housekeeping.js';
import { InboundMessages } from './messages/inbound.js';
import type {
  ArgumentSyntax,
  ChatPlatform,
  CommandContext,
  ConversationRef,
  HttpRoute,
  PlatformAdapter,
} from './platform.js';
import { pulseMessage } from './pulse/pulse.js';
import { resealConnectorSecrets } from './sealing.js';
import { ServiceStream } from './service-stream.js';
import { ConversationsRepository } from './store/conversations.repository.js';
import { PlatformEventClaims } from './store/seen.repository.js';
import { DirectSupport } from './support/support.js';
import type { MessageView } from './view.js';
import { ensureWebhookEndpoint, webhookSecrets } from './webhook-registration.js';

/** How often reminders, statuses for the service and digests are looked at. */
const TICK_MS = 60_000;
/** Every this many ticks, workspaces with something left to draw are redrawn. */
const REDRAW_EVERY_TICKS = 10;

/**
 * What a platform's listeners call: everything about behaviour, wording and state lives here, so a platform
 * only turns its events into these calls and renders the views it gets back.
 */
export class ConnectorCore<C extends ConnectorConfig = ConnectorConfig> {
  readonly service: AffectiveClient;
  readonly stream: ServiceStream;
  readonly sealer: SecretSealer;
  readonly tasks: BackgroundTasks;
  readonly claims: PlatformEventClaims;
  readonly clock: Clock;
  readonly conversations: ConversationsRepository;
  readonly messages: InboundMessages;
  /** The organisation's white-label branding for messages (Brain tier), read from the service with a cache. */
  readonly branding: BrandingSource;
  /** Set once the platform is connected (they need its surface). */
  alerts!: AlertCenter;
  commands!: AffectiveCommands;
  digest!: WeeklyDigest;
  adapter!: PlatformAdapter;

  constructor(
    readonly platform: string,
    readonly config: C,
    readonly logger: Logger,
    readonly pool: Pool,
    clock?: Clock,
  ) {
    this.clock = clock ?? systemClock;
    this.service = new AffectiveClient({
      baseUrl: config.AFFECTIVE_API_URL,
      apiKey: config.AFFECTIVE_API_KEY,
      userAgent: `affective-${platform}-connector`,
    });
    this.stream = new ServiceStream({ client: this.service, capacity: config.CONNECTOR_BUFFER_SIZE, logger });
    this.sealer = sealerFromConfig(config);
    this.tasks = new BackgroundTasks(logger);
    this.claims = new PlatformEventClaims(pool, platform);
    this.conversations = new ConversationsRepository(pool, platform);
    this.branding = new BrandingSource({ service: this.service, clock: this.clock, logger });
    this.messages = new InboundMessages({
      platform,
      pool,
      stream: this.stream,
      pseudonymKey: config.PSEUDONYM_KEY,
      keepUidMap: config.CONNECTOR_KEEP_UID_MAP,
      logger,
    });
  }

  /**
   * Runs `handle` for the first delivery of a platform event id only (platforms retry and repeat events); a
   * failure gives the id back so that the platform's retry is handled.
   */
  async once(eventId: string, handle: () => Promise<void>): Promise<boolean> {
    if (!(await this.claims.claim(eventId))) {
      this.logger.debug({ eventId }, `repeated ${this.platform} event skipped`);
      return false;
    }
    try {
      await handle();
      return true;
    } catch (err) {
      await this.claims.release(eventId);
      throw err;
    }
  }

  /** The pulse for a command's argument, as the caller will see it. */
  async pulse(argument: string): Promise<MessageView> {
    const [view, branding] = await Promise.all([
      pulseMessage(this.service, this.adapter.markup, argument, this.adapter.commandNames.pulse),
      this.branding.current(),
    ]);
    return withBranding(view, branding);
  }

  /** Answers `pulse <argument>` to whoever ran it, privately. */
  async answerPulse(ctx: CommandContext, argument: string): Promise<void> {
    await ctx.replyPrivately(await this.pulse(argument));
  }

  /** Answers a text `affective` command (`setup #mods`, `status`, …) to whoever ran it, privately. */
  async answerCommand(ctx: CommandContext, text: string, syntax: ArgumentSyntax): Promise<void> {
    await ctx.replyPrivately(await this.commands.run(ctx, text, syntax));
  }

  /**
   * The bot joined a channel: stores how to reach it and, once per channel ever, posts that messages there are
   * analysed anonymously, text never stored, and how to opt out.
   */
  async joined(ref: ConversationRef): Promise<void> {
    await this.conversations.remember(ref);
    if (!(await this.conversations.claimAnnouncement(ref.workspaceId, ref.channelId, this.clock.now())))
      return;
    const text = transparencyText(this.adapter.markup, this.adapter.commandNames);
    try {
      await this.adapter.surface.post(ref, { text, blocks: [{ kind: 'text', text }] });
    } catch (err) {
      await this.conversations.releaseAnnouncement(ref.workspaceId, ref.channelId);
      throw err;
    }
  }

  /** One round of timed work: reminders of unacknowledged banners, statuses for the service, digests due. */
  async tick(): Promise<void> {
    await this.alerts.remindUnacknowledged();
    await this.alerts.sendStatuses();
    await this.digest.postDue();
  }
}

export interface ConnectorRuntime<C extends ConnectorConfig = ConnectorConfig> {
  core: ConnectorCore<C>;
  adapter: PlatformAdapter;
  /** Resolves once the work started by requests already answered is done. */
  settled(): Promise<void>;
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
}

/**
 * A connector for a platform: the service client and stream, secret sealing, the alert centre with its webhook
 * receiver and health route, webhook registration with retries, housekeeping, a redraw of what was left undrawn
 * at start, the timed work (escalation, digests), and the stop order (platform, background work, stream).
 */
export function createConnector<C extends ConnectorConfig>(
  platform: ChatPlatform<C>,
  config: C,
  options: { logger: Logger; pool: Pool; clock?: Clock },
): ConnectorRuntime<C> {
  const { logger, pool } = options;
  const core = new ConnectorCore(platform.name, config, logger, pool, options.clock);
  const adapter = platform.connect(core);
  core.adapter = adapter;
  const knownWorkspaces = () => adapter.workspaceIds();
  core.alerts = new AlertCenter({
    platform: platform.name,
    pool,
    surface: adapter.surface,
    markup: adapter.markup,
    defaultNotify: adapter.defaultNotify,
    setupHint: adapter.markup.code(`${adapter.commandNames.affective} setup #channel`),
    knownWorkspaces,
    service: core.service,
    logger,
    clock: core.clock,
    remindAfterMs: config.CRISIS_REMIND_MINUTES * 60_000,
    branding: core.branding,
  });
  const support = adapter.surface.sendDirect
    ? new DirectSupport({
        platform: platform.name,
        pool,
        service: core.service,
        surface: adapter.surface,
        markup: adapter.markup,
        pseudonymKey: config.PSEUDONYM_KEY,
        clock: core.clock,
        logger,
        command: adapter.commandNames.support ?? `${adapter.commandNames.affective} support`,
        branding: core.branding,
      })
    : undefined;
  core.commands = new AffectiveCommands({
    platform: platform.name,
    pool,
    service: core.service,
    stream: core.stream,
    alerts: core.alerts,
    surface: adapter.surface,
    markup: adapter.markup,
    names: adapter.commandNames,
    defaultNotify: adapter.defaultNotify,
    pseudonymKey: config.PSEUDONYM_KEY,
    adminKey: config.AFFECTIVE_API_KEY.startsWith('aff_admin_'),
    logger,
    platformProblems: adapter.problems?.bind(adapter),
    support,
  });
  core.digest = new WeeklyDigest({
    platform: platform.name,
    pool,
    service: core.service,
    surface: adapter.surface,
    markup: adapter.markup,
    pulseCommand: adapter.commandNames.pulse,
    branding: core.branding,
    clock: core.clock,
    logger,
  });

  const webhookUrl = config.CONNECTOR_PUBLIC_URL
    ? `${config.CONNECTOR_PUBLIC_URL.replace(/\/+$/, '')}${ALERTS_PATH}`
    : undefined;
  const { sealer, tasks } = core;
  const routes: HttpRoute[] = [
    {
      path: ALERTS_PATH,
      method: 'POST',
      handler: alertReceiver({
        center: core.alerts,
        secrets: webhookSecrets({
          pool,
          url: webhookUrl,
          configured: config.AFFECTIVE_WEBHOOK_SECRET,
          sealer,
        }),
        logger,
        support: support && ((event) => support.deliver(event)),
        // Drawn after the answer: platform calls waiting out rate limits must not outlast the delivery timeout.
        recorded: (workspaces) => {
          for (const workspaceId of workspaces)
            tasks.run('draw alerts', () => core.alerts.redraw(workspaceId));
        },
      }),
    },
    {
      path: '/healthz',
      method: 'GET',
      handler: async (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      },
    },
  ];

  let stopHousekeeping = () => {};
  let stopped = false;
  let wakeRegistration = () => {};
  let ticker: NodeJS.Timeout | undefined;

  const registerWebhook = async () => {
    if (!webhookUrl) return;
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await ensureWebhookEndpoint({ client: core.service, pool, url: webhookUrl, logger, sealer });
        return;
      } catch (err) {
        const delay = Math.min(60_000, 1_000 * 2 ** attempt);
        logger.warn(
          { err: { message: (err as Error).message }, delayMs: delay },
          'webhook registration failed',
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wakeRegistration = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  };

  return {
    core,
    adapter,
    settled: () => tasks.settled(),
    async start() {
      if (!sealer.enabled) {
        logger.warn('SECRETS_KEY is not set: installations and the alert webhook secret are stored unsealed');
      }
      await resealConnectorSecrets({ pool, platform: platform.name, sealer, logger });
      const { port } = await adapter.start(routes);
      logger.info({ port }, `${platform.name} connector started`);
      stopHousekeeping = startHousekeeping(pool, platform.name, logger);
      tasks.run('register webhook', registerWebhook);
      // Read once now, so that the first messages do not wait for it.
      tasks.run('read branding', async () => {
        await core.branding.refresh();
      });
      // Finishes what a previous run could not draw (platform away, a crash between posting and recording).
      tasks.run('redraw alerts', () => core.alerts.redrawAll());
      let ticks = 0;
      ticker = setInterval(() => {
        ticks++;
        tasks.run('tick', async () => {
          await core.tick();
          if (ticks % REDRAW_EVERY_TICKS === 0) await core.alerts.redrawAll();
        });
      }, TICK_MS);
      ticker.unref();
      return { port };
    },
    async stop() {
      stopped = true;
      clearInterval(ticker);
      wakeRegistration();
      stopHousekeeping();
      await adapter.stop().catch(() => {});
      await tasks.settled();
      await core.stream.close(5_000);
    },
  };
}

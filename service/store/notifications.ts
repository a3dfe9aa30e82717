import pg from 'pg';
import type { Logger } from '../../shared/runtime/logger.js';

const RECONNECT_DELAY_MS = 1_000;

/**
 * Calls `onNotify` for each NOTIFY on `channel`, on a connection of its own (LISTEN holds it), reconnecting
 * after it drops. Notifications sent while disconnected are lost, so listeners also poll. `onConnect` runs
 * after every (re)connection, to catch up on what may have been missed. Returns a function that stops it.
 */
export function listen(options: {
  url: string;
  channel: string;
  logger: Logger;
  onNotify: () => void;
  onConnect?: () => void;
}): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url, application_name: 'affective-listen' });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotify();
    });
    // Events of a connection already replaced are ignored, so one loss makes one reconnection.
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', (err) => {
      options.logger.debug(
        { channel: options.channel, err: { message: err.message } },
        'listen connection lost',
      );
      lost();
    });
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
      if (stopped) {
        await next.end();
        return;
      }
      options.onConnect?.();
    } catch (err) {
      options.logger.debug(
        { channel: options.channel, err: { message: (err as Error).message } },
        'listen failed',
      );
      lost();
    }
  };

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

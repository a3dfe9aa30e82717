import { LogLevel, type Logger as SlackLogger } from '@slack/bolt';
import type { Logger } from '../../shared/runtime/logger.js';

/**
 * Bolt's and the Web API client's logger, written to the connector's pino logger. Their debug output can
 * carry whole request payloads (message text among them), so it is never passed on.
 */
export function boltLogger(logger: Logger): SlackLogger {
  let level = LogLevel.INFO;
  const line = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  return {
    debug: () => {},
    info: (...args) => logger.info({ component: 'bolt' }, line(args)),
    warn: (...args) => logger.warn({ component: 'bolt' }, line(args)),
    error: (...args) => logger.error({ component: 'bolt' }, line(args)),
    setLevel: (next) => {
      level = next;
    },
    getLevel: () => level,
    setName: () => {},
  };
}

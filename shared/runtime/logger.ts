import { type Logger, type LoggerOptions, pino } from 'pino';

export type { Logger };

/**
 * Paths that may carry secrets or user text. Request bodies are never logged at all; these guard against a
 * stray object being passed to the logger.
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-slack-signature"]',
  'req.headers["webhook-signature"]',
  '*.text',
  '*.texts',
  '*.messages',
  'text',
  'texts',
  'messages',
  'key',
  'secret',
  '*.key',
  '*.secret',
];

export function createLogger(
  options: { level: string; name?: string },
  destination?: pino.DestinationStream,
): Logger {
  const config: LoggerOptions = {
    level: options.level,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: options.name ? { service: options.name } : {},
  };
  return destination ? pino(config, destination) : pino(config);
}

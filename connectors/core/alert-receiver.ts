import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SupportEvent } from '../../shared/contract/webhooks.js';
import type { Logger } from '../../shared/runtime/logger.js';
import { verifyWebhook, WebhookVerificationError } from '../../shared/webhooks/index.js';
import type { AlertCenter } from './alerts/center.js';

/** The path of the webhook endpoint on every connector's HTTP server. */
export const ALERTS_PATH = '/affective/alerts';

const MAX_BODY_BYTES = 256 * 1024;

class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function answer(res: ServerResponse, status: number, body: Record<string, unknown>) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The HTTP handler of the alert webhook: verifies the Standard Webhooks signature with any current secret,
 * then has the alert center record the event with its `webhook-id` (a seen id is a duplicate). A 2xx tells the
 * service the event is safely recorded and is sent as soon as it is; `recorded` then draws what changed, so slow
 * platform calls never delay the answer. A 503 makes the service deliver again later.
 */
export function alertReceiver(options: {
  center: Pick<AlertCenter, 'record'>;
  recorded: (workspaceIds: string[]) => void;
  secrets: () => Promise<string[]>;
  logger: Logger;
  now?: () => Date;
  /** Sends a direct support message; idempotent by the event's `support_id`. */
  support?: (event: SupportEvent) => Promise<unknown>;
}) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let body: string;
    try {
      body = await readBody(req);
    } catch (err) {
      answer(res, err instanceof BodyTooLargeError ? 413 : 400, { error: 'unreadable body' });
      return;
    }
    const secrets = await options.secrets();
    if (secrets.length === 0) {
      options.logger.warn('alert webhook received but no signing secret is known: refusing it');
      answer(res, 503, { error: 'no signing secret configured' });
      return;
    }
    let event: ReturnType<typeof verifyWebhook>;
    try {
      event = verifyWebhook({ headers: req.headers, body, secrets, now: options.now?.() });
    } catch (err) {
      if (!(err instanceof WebhookVerificationError)) throw err;
      options.logger.warn({ reason: err.reason }, 'alert webhook refused');
      answer(res, err.reason === 'invalid_payload' ? 400 : 401, { error: err.reason });
      return;
    }
    const webhookId = String(req.headers['webhook-id']);
    if (event.type === 'user.support') {
      // Sent before answering: a 503 has the service deliver again, and the message is sent once by its id.
      try {
        const outcome = await options.support?.(event);
        answer(res, 200, { received: true, outcome: outcome ?? 'unsupported' });
      } catch (err) {
        options.logger.error(
          { webhookId, err: { message: (err as Error).message } },
          'support message failed',
        );
        answer(res, 503, { error: 'temporarily unable to send the support message' });
      }
      return;
    }
    try {
      const { duplicate, workspaces } = await options.center.record(webhookId, event);
      answer(res, 200, { received: true, duplicate });
      options.recorded(workspaces);
    } catch (err) {
      options.logger.error({ webhookId, err: { message: (err as Error).message } }, 'alert handling failed');
      answer(res, 503, { error: 'temporarily unable to handle the event' });
    }
  };
}

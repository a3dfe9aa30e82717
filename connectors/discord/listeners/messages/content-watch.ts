import type { Message } from 'discord.js';
import type { Logger } from '../../../../shared/runtime/logger.js';

export const MISSING_CONTENT =
  'Messages arrive without their text, so nothing can be analysed: switch on "Message Content Intent" under Bot → Privileged Gateway Intents in the Discord developer portal (and, past 100 servers, have it approved).';

/**
 * Notices people's messages that arrive without their text although they carry nothing else, which is what
 * Discord sends when the application may not read message content. Says so once in the log, and in status.
 */
export class ContentWatch {
  private missing = false;

  constructor(private readonly logger: Logger) {}

  saw(message: Message): void {
    if (this.missing || message.content) return;
    const carriesSomething =
      message.attachments.size > 0 || message.embeds.length > 0 || message.stickers.size > 0 || message.poll;
    if (carriesSomething) return;
    this.missing = true;
    this.logger.warn(MISSING_CONTENT);
  }

  problems(): string[] {
    return this.missing ? [MISSING_CONTENT] : [];
  }
}

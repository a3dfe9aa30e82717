import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ServiceConfig } from '../config.js';

/** Every queue of the system. A job registry refuses to start a worker without a handler for each. */
export const QUEUE_NAMES = ['persist-signals', 'aggregate', 'deliver-webhook', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Hash-tagged, so every key of a deployment lands in one Redis Cluster slot as BullMQ requires. */
export function queuePrefix(config: Pick<ServiceConfig, 'REDIS_PREFIX'>): string {
  return `{${config.REDIS_PREFIX}}`;
}

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};

/** Producers' handles on the queues, created on first use and sharing one connection. */
export class Queues {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
        skipWaitingForReady: true,
      });
      queue.on('error', () => {}); // connection errors surface on the calls that fail
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }
}

import type { Logger } from '../../shared/runtime/logger.js';

/**
 * Work a handler starts after acknowledging a platform request (which must be answered within seconds),
 * tracked so that shutdown, and tests, can wait for it to finish.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((err: Error) => {
        this.logger.error({ task: name, err: { message: err.message } }, 'background task failed');
      })
      .finally(() => {
        this.running.delete(promise);
      });
    this.running.add(promise);
  }

  /** Resolves once every task, including those started meanwhile, has finished. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}

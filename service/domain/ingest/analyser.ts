import { Piscina } from 'piscina';
import type { AnalyseTask } from './analyse-task.js';
import type { AnalysedItem } from './analysed-item.js';

/** Items per task: large enough to amortise the hop to a thread, small enough to spread a batch over all. */
const CHUNK = 250;

/**
 * The analysis engine on a pool of worker threads, so that a 1,000-item batch never blocks the event loop
 * that answers other requests.
 */
export class Analyser {
  private started: Piscina<AnalyseTask, AnalysedItem[]> | null = null;

  constructor(private readonly threads: number) {}

  /** Threads start on first use: processes that never analyse (worker, CLI) never pay for them. */
  private get pool(): Piscina<AnalyseTask, AnalysedItem[]> {
    this.started ??= new Piscina({
      filename: new URL('./analyse-worker.mjs', import.meta.url).href,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    return this.started;
  }

  /** Loads the engine in every thread before the first request needs it. */
  async warm(): Promise<void> {
    await Promise.all(Array.from({ length: this.threads }, () => this.pool.run({ orgId: '', texts: [''] })));
  }

  async analyse(orgId: string, texts: string[]): Promise<AnalysedItem[]> {
    if (texts.length === 0) return [];
    if (texts.length <= CHUNK) return this.pool.run({ orgId, texts });
    const chunks: string[][] = [];
    for (let i = 0; i < texts.length; i += CHUNK) chunks.push(texts.slice(i, i + CHUNK));
    const parts = await Promise.all(chunks.map((chunk) => this.pool.run({ orgId, texts: chunk })));
    return parts.flat();
  }

  async close(): Promise<void> {
    await this.started?.destroy();
  }
}

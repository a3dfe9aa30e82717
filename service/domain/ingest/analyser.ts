import { Piscina } from 'piscina';
import type { AnalyseTask } from './analyse-task.js';
import type { AnalysedItem } from './analysed-item.js';

/** Items per task: large enough to amortise the hop to a thread, small enough to spread a batch over all. */
const CHUNK = 250;

/**
 * A single item up to this long is analysed on the calling thread. Measured here: the hop to a pool thread
 * costs about 0.28 ms of CPU per item under load, analysing a chat-length message about 0.075 ms, and the
 * engine is linear in length, so an item this short holds the event loop for well under a millisecond
 * (about 5 ms for the most adversarial input).
 */
export const INLINE_MAX_CHARS = 500;

type AnalyseTaskFn = (task: AnalyseTask) => AnalysedItem[];

/**
 * The analysis engine on a pool of worker threads, so that a 1,000-item batch never blocks the event loop
 * that answers other requests. Single short items (stream ingestion) run inline, where that is cheaper.
 */
export class Analyser {
  private started: Piscina<AnalyseTask, AnalysedItem[]> | null = null;
  private inline: AnalyseTaskFn | null = null;

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

  /** Loads the engine in every thread, and in this one, before the first request needs it. */
  async warm(): Promise<void> {
    await Promise.all([
      this.loadInline(),
      ...Array.from({ length: this.threads }, () => this.pool.run({ orgId: '', texts: [''] })),
    ]);
  }

  private async loadInline(): Promise<AnalyseTaskFn> {
    this.inline ??= (await import('./analyse-task.js')).default;
    return this.inline;
  }

  /** One item: inline when short, else on the pool. */
  async analyseOne(orgId: string, text: string): Promise<AnalysedItem> {
    if (text.length <= INLINE_MAX_CHARS) {
      const run = this.inline ?? (await this.loadInline());
      return run({ orgId, texts: [text] })[0]!;
    }
    const [item] = await this.pool.run({ orgId, texts: [text] });
    return item!;
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

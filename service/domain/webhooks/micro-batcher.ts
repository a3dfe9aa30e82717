interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (err: unknown) => void;
}

/**
 * Gathers single calls into batches: items added while `maxInFlight` batches are running wait and go together
 * in the next one, so batches grow with load and a lone call waits only for the next turn of the event loop.
 * `run` answers with one result per item, in order. A batch that fails rejects each of its callers.
 */
export class MicroBatcher<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly options: { maxBatch: number; maxInFlight: number } = { maxBatch: 500, maxInFlight: 2 },
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight++;
      this.run(batch.map((w) => w.item))
        .then(
          (results) => {
            batch.forEach((w, i) => {
              w.resolve(results[i] as O);
            });
          },
          (err) => {
            for (const w of batch) w.reject(err);
          },
        )
        .finally(() => {
          this.inFlight--;
          this.schedule();
        });
    }
  }
}

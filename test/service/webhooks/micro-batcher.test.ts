import { describe, expect, it } from 'vitest';
import { MicroBatcher } from '../../../service/domain/webhooks/micro-batcher.js';

describe('MicroBatcher', () => {
  it('should answer each caller with its own result and gather calls made while a batch runs', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await gate;
        return items.map((n) => n * 10);
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const first = batcher.add(1);
    await new Promise((r) => setImmediate(r));
    const rest = [2, 3, 4].map((n) => batcher.add(n));
    release();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('should split at maxBatch', async () => {
    const sizes: number[] = [];
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 2, maxInFlight: 4 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('should reject every caller of a failed batch, and carry on with the next', async () => {
    let fail = true;
    const batcher = new MicroBatcher<number, number>(async (items) => {
      if (fail) throw new Error('database away');
      return items;
    });
    const failed = [batcher.add(1), batcher.add(2)].map((p) => p.catch((err: Error) => err.message));
    expect(await Promise.all(failed)).toEqual(['database away', 'database away']);
    fail = false;
    expect(await batcher.add(3)).toBe(3);
  });
});

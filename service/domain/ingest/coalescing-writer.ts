import type { AlertSeverity } from './distress-baseline.js';
import type { PersistItem, SignalWriter } from './persist.js';

interface Waiting {
  item: PersistItem;
  names: Map<string, string>;
  resolve(alert: AlertSeverity | null): void;
  reject(err: unknown): void;
}

interface OrgLane {
  waiting: Waiting[];
  inFlight: number;
}

/**
 * Group commit for single items: while an organisation's write is in flight, the items that arrive wait and
 * then go together in the next transaction. An idle service writes each item at once; a busy one pays the
 * round trips of a transaction once per group instead of once per item. Each caller still learns the alert
 * rule's answer for its own item, and an item is answered only after its transaction committed.
 */
export class CoalescingWriter {
  private readonly lanes = new Map<string, OrgLane>();

  constructor(
    private readonly writer: SignalWriter,
    private readonly maxInFlight = 2,
    private readonly maxItems = 200,
  ) {}

  write(orgId: string, item: PersistItem, names: Map<string, string>): Promise<AlertSeverity | null> {
    return new Promise((resolve, reject) => {
      let lane = this.lanes.get(orgId);
      if (!lane) {
        lane = { waiting: [], inFlight: 0 };
        this.lanes.set(orgId, lane);
      }
      lane.waiting.push({ item, names, resolve, reject });
      this.drain(orgId, lane);
    });
  }

  private drain(orgId: string, lane: OrgLane): void {
    while (lane.inFlight < this.maxInFlight && lane.waiting.length > 0) {
      const group = lane.waiting.splice(0, this.maxItems);
      lane.inFlight++;
      const names = new Map(group.flatMap((w) => [...w.names]));
      this.writer
        .persistStream(
          orgId,
          group.map((w) => w.item),
          names,
        )
        .then(
          (outcome) => {
            group.forEach((w, i) => {
              w.resolve(outcome.alerts[i] ?? null);
            });
          },
          (err) => {
            for (const w of group) w.reject(err);
          },
        )
        .finally(() => {
          lane.inFlight--;
          if (lane.inFlight === 0 && lane.waiting.length === 0) this.lanes.delete(orgId);
          else this.drain(orgId, lane);
        });
    }
  }
}

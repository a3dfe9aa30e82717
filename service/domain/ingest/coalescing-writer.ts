import type { StreamResult } from '../../../shared/contract/ingest.js';
import type { AlertSeverity } from './distress-baseline.js';
import type { PersistItem, SignalWriter } from './persist.js';
import { streamAnswer } from './stream-answer.js';

interface Written {
  alert: AlertSeverity | null;
  /** The answer kept under the item's Idempotency-Key, when it has one. */
  answer: StreamResult | null;
}

interface Waiting {
  item: PersistItem;
  names: Map<string, string>;
  resolve(written: Written): void;
  reject(err: unknown): void;
}

interface OrgLane {
  waiting: Waiting[];
  inFlight: number;
  /** The answer to come for each Idempotency-Key waiting or in flight in this lane, by key digest. */
  keyed: Map<string, Promise<StreamResult>>;
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

  /** Stores the item in the next group; resolves to the alert rule's answer once the group committed. */
  async write(orgId: string, item: PersistItem, names: Map<string, string>): Promise<AlertSeverity | null> {
    return (await this.enqueue(this.lane(orgId), orgId, item, names)).alert;
  }

  /**
   * Stores an item sent with an Idempotency-Key (`item.idempotency`) in the next group, once: resolves to the
   * answer kept under the key. An item whose key is already waiting or in flight in this process joins that
   * write and gets its answer, or its error; one whose key another process holds is settled by the database.
   */
  writeKeyed(orgId: string, item: PersistItem, names: Map<string, string>): Promise<StreamResult> {
    const keyHash = item.idempotency?.keyHash;
    if (keyHash === undefined) throw new Error('writeKeyed needs an item with an Idempotency-Key');
    const lane = this.lane(orgId);
    const pending = lane.keyed.get(keyHash);
    if (pending) return pending;
    const answer = this.enqueue(lane, orgId, item, names).then(
      (written) => written.answer ?? streamAnswer(item.signal.distress, written.alert !== null),
    );
    lane.keyed.set(keyHash, answer);
    const forget = () => {
      lane.keyed.delete(keyHash);
      this.release(orgId, lane);
    };
    answer.then(forget, forget);
    return answer;
  }

  private lane(orgId: string): OrgLane {
    let lane = this.lanes.get(orgId);
    if (!lane) {
      lane = { waiting: [], inFlight: 0, keyed: new Map() };
      this.lanes.set(orgId, lane);
    }
    return lane;
  }

  private enqueue(
    lane: OrgLane,
    orgId: string,
    item: PersistItem,
    names: Map<string, string>,
  ): Promise<Written> {
    return new Promise((resolve, reject) => {
      lane.waiting.push({ item, names, resolve, reject });
      this.drain(orgId, lane);
    });
  }

  /** Forgets an idle lane; a lane still holding keys is kept, so that their followers find them. */
  private release(orgId: string, lane: OrgLane): void {
    if (
      lane.inFlight === 0 &&
      lane.waiting.length === 0 &&
      lane.keyed.size === 0 &&
      this.lanes.get(orgId) === lane
    )
      this.lanes.delete(orgId);
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
              w.resolve({ alert: outcome.alerts[i] ?? null, answer: outcome.answers?.[i] ?? null });
            });
          },
          (err) => {
            for (const w of group) w.reject(err);
          },
        )
        .finally(() => {
          lane.inFlight--;
          if (lane.waiting.length > 0) this.drain(orgId, lane);
          else this.release(orgId, lane);
        });
    }
  }
}

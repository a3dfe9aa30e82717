import { createHash, randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import type { ErrorDetail } from '../../../shared/contract/errors.js';
import type {
  BatchResult,
  BatchStatus,
  BatchSubmission,
  Message,
  StreamItem,
  StreamResult,
} from '../../../shared/contract/ingest.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import { requestAggregation } from '../../jobs/aggregate-requests.js';
import type { Queues } from '../../jobs/queues.js';
import { isDatabaseUnavailable } from '../../store/availability.js';
import { BatchesRepository } from '../../store/repositories/batches.repository.js';
import type { AuthContext } from '../auth.js';
import { Conflict, InvalidRequest, NotFound, TierRestricted, Unavailable } from '../errors.js';
import { tierHasModelB } from '../tiers.js';
import type { AnalysedItem } from './analysed-item.js';
import type { Analyser } from './analyser.js';
import type { CoalescingWriter } from './coalescing-writer.js';
import type { PersistBatch, PersistInput, PersistItem, SignalWriter } from './persist.js';
import { streamAnswer } from './stream-answer.js';

const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Stream items ask for an aggregation at most this often per organisation and process (Redis de-duplicates too). */
const STREAM_AGGREGATION_EVERY_MS = 5_000;

/** What a queued persist job carries: signals and the answer given, never text. */
export interface PersistJobData {
  input: PersistInput;
  result?: BatchResult;
}

export const persistJobId = (orgId: string, batchId: string) => `persist-${orgId}-${batchId}`;
/** One job per Idempotency-Key: a retry while the first is queued adds nothing (BullMQ keeps the first job). */
const streamJobId = (orgId: string, keyHash: string) => `persist-${orgId}-stream-${keyHash}`;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Identifies a submission's content, so a replay can be told from another batch reusing the id. */
function contentHash(body: BatchSubmission): string {
  const content = { source: body.source, texts: body.texts, messages: body.messages };
  return createHash('sha256').update(stableJson(content)).digest('hex');
}

const isBlank = (text: string) => text.trim().length === 0;

export interface IngestDeps {
  pool: Pool;
  clock: Clock;
  analyser: Analyser;
  writer: SignalWriter;
  /** Writes single stream items, grouping concurrent ones into shared transactions. */
  streamWriter: CoalescingWriter;
  queues: Queues;
  logger: Logger;
  retentionDays: number;
  aggregateDelaySeconds: number;
  persistAttempts: number;
}

/**
 * Takes content in, analyses it in memory and keeps only signals. When PostgreSQL is away the signals wait in
 * a queue (202 `queued`); when Redis is away too, the caller is told to retry (503) and nothing is written.
 */
export class IngestService {
  private readonly streamAggregationAsked = new Map<string, number>();

  constructor(private readonly deps: IngestDeps) {}

  async batch(auth: AuthContext, body: BatchSubmission): Promise<{ status: 200 | 202; result: BatchResult }> {
    const model = body.messages ? 'B' : 'A';
    if (model === 'B' && !tierHasModelB(auth.org.tier)) {
      throw new TierRestricted(
        `The ${auth.org.tier} tier takes Model A (\`texts\`); \`messages\` with uids need the signal or brain tier.`,
      );
    }
    const now = this.deps.clock.now();
    const messages: Message[] = body.messages ?? (body.texts ?? []).map((text) => ({ uid: '', text }));
    this.checkTimestamps(
      messages.map((m, i) => ({ ts: m.ts, path: `$.messages[${i}].ts` })),
      now,
    );

    const batchId = body.batch_id ?? randomUUID();
    const hash = contentHash(body);
    const previous = await this.previousAnswer(auth.org.id, batchId, hash);
    if (previous) return previous;

    const wanted = messages.map((m, i) => ({ m, i })).filter(({ m }) => !isBlank(m.text));
    const analysed = await this.deps.analyser.analyse(
      auth.org.id,
      wanted.map(({ m }) => m.text),
    );
    const items = wanted.map(({ m }, k) =>
      this.persistItem(analysed[k]!, {
        ts: m.ts,
        uid: model === 'B' ? m.uid : null,
        source: body.source,
        attrs: m.attrs,
        now,
      }),
    );
    const batch: PersistBatch = {
      id: batchId,
      contentHash: hash,
      source: body.source,
      model,
      items: messages.length,
      itemsAnalysed: analysed.length,
      itemsScrubbed: analysed.filter((a) => a.piiFound).length,
      processedAt: now.toISOString(),
    };
    const result: BatchResult = {
      batch_id: batchId,
      status: 'processed',
      items_analysed: batch.itemsAnalysed,
      items_scrubbed: batch.itemsScrubbed,
      processed_at: batch.processedAt,
    };

    const input: PersistInput = { orgId: auth.org.id, batch, items };
    try {
      const outcome = await this.deps.writer.persist(input, phrasesOf(analysed));
      if (!outcome.inserted) {
        // Another request with the same id won the race; answer as a replay would.
        const replay = await this.previousAnswer(auth.org.id, batchId, hash);
        if (replay) return replay;
      }
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const queued = { ...result, status: 'queued' as const };
      await this.enqueue(input, persistJobId(auth.org.id, batchId), queued);
      return { status: 202, result: queued };
    }
    await this.requestAggregation(auth.org.id);
    return { status: 200, result };
  }

  /**
   * Analyses and stores one item. With an Idempotency-Key, a retry within 24 hours gets the first answer and
   * stores nothing: the answer is written in the statement or transaction that stores the item (or kept with
   * the queued job while PostgreSQL is away), so it survives a process killed between the commit and the
   * answer. Keyed items share the group commit of the others: the group's read finds the keys answered
   * already, so a retry costs no round trip of its own.
   */
  async stream(
    auth: AuthContext,
    body: StreamItem,
    options: { idempotencyKey?: string } = {},
  ): Promise<StreamResult> {
    if (!tierHasModelB(auth.org.tier)) {
      throw new TierRestricted(
        `Stream ingestion needs the signal or brain tier; this organisation is ${auth.org.tier}.`,
      );
    }
    const now = this.deps.clock.now();
    this.checkTimestamps([{ ts: body.ts, path: '$.ts' }], now);
    if (isBlank(body.text))
      throw new InvalidRequest('`text` is empty.', [{ in: 'body', path: '$.text', message: 'empty' }]);
    const keyHash =
      options.idempotencyKey === undefined
        ? undefined
        : createHash('sha256').update(options.idempotencyKey).digest('hex');
    const analysed = await this.deps.analyser.analyseOne(auth.org.id, body.text);
    const item = this.persistItem(analysed, {
      ts: body.ts,
      uid: body.uid,
      source: body.source ?? 'stream',
      attrs: body.attrs,
      now,
    });
    const names = phrasesOf([analysed]);
    try {
      const answer = keyHash
        ? await this.deps.streamWriter.writeKeyed(auth.org.id, { ...item, idempotency: { keyHash } }, names)
        : streamAnswer(
            analysed.distress,
            (await this.deps.streamWriter.write(auth.org.id, item, names)) !== null,
          );
      await this.requestStreamAggregation(auth.org.id, now);
      return answer;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      // The baseline is out of reach; crisis language is known to fire without it.
      const answer = streamAnswer(analysed.distress, analysed.crisisTheme !== null);
      const writeKey = randomUUID();
      await this.enqueue(
        {
          orgId: auth.org.id,
          items: [item],
          ...(keyHash ? { idempotency: { keyHash, answered: answer } } : { writeKey }),
        },
        keyHash ? streamJobId(auth.org.id, keyHash) : `persist-${auth.org.id}-${writeKey}`,
      );
      // A retry, or a request racing this one with the key, finds the job queued first and gives its answer.
      return (keyHash && (await this.queuedStreamAnswer(auth.org.id, keyHash))) || answer;
    }
  }

  /** The answer kept with the queued job of an Idempotency-Key, if one waits. */
  private async queuedStreamAnswer(orgId: string, keyHash: string): Promise<StreamResult | null> {
    let job: Job<PersistJobData> | undefined;
    try {
      job = await this.deps.queues.get('persist-signals').getJob(streamJobId(orgId, keyHash));
    } catch {
      throw new Unavailable(
        'PostgreSQL and Redis are both unavailable; retry with the same Idempotency-Key.',
      );
    }
    return job?.data.input.idempotency?.answered ?? null;
  }

  async status(auth: AuthContext, batchId: string): Promise<BatchStatus> {
    let databaseAway = false;
    try {
      const batches = new BatchesRepository(this.deps.pool);
      const record = await batches.find(auth.org.id, batchId);
      if (record) {
        return {
          status: record.status,
          items: record.items,
          included_in_cache: record.persistedAt
            ? await batches.isIncludedInCache(auth.org.id, record.persistedAt)
            : false,
        };
      }
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      databaseAway = true;
    }
    const job = await this.queuedJob(auth.org.id, batchId, databaseAway);
    if (job) {
      const state = await job.getState();
      const status = state === 'failed' ? 'failed' : state === 'completed' ? 'processed' : 'queued';
      return { status, items: job.data.input.batch?.items ?? 0, included_in_cache: false };
    }
    if (databaseAway) throw new Unavailable('PostgreSQL is unavailable; retry shortly.');
    throw new NotFound(`No batch with id ${batchId}.`);
  }

  /** The first answer for this batch id, or a conflict when the id was used for other content. */
  private async previousAnswer(
    orgId: string,
    batchId: string,
    hash: string,
  ): Promise<{ status: 200 | 202; result: BatchResult } | null> {
    let databaseAway = false;
    try {
      const record = await new BatchesRepository(this.deps.pool).find(orgId, batchId);
      if (record) {
        if (record.contentHash.toString('hex') !== hash) throw this.reusedId(batchId);
        const status = record.status === 'processed' ? 'processed' : 'queued';
        return {
          status: status === 'processed' ? 200 : 202,
          result: {
            batch_id: record.id,
            status,
            items_analysed: record.itemsAnalysed,
            items_scrubbed: record.itemsScrubbed,
            processed_at: record.processedAt.toISOString(),
          },
        };
      }
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      databaseAway = true;
    }
    const job = await this.queuedJob(orgId, batchId, databaseAway);
    if (!job?.data.result) return null;
    if (job.data.input.batch?.contentHash !== hash) throw this.reusedId(batchId);
    return { status: 202, result: job.data.result };
  }

  private reusedId(batchId: string): Conflict {
    return new Conflict(`batch_id ${batchId} was already used for a batch with different content.`);
  }

  /** The waiting persist job of a batch. Without PostgreSQL and Redis nothing can be said: 503. */
  private async queuedJob(
    orgId: string,
    batchId: string,
    databaseAway: boolean,
  ): Promise<Job<PersistJobData> | null> {
    try {
      return ((await this.deps.queues.get('persist-signals').getJob(persistJobId(orgId, batchId))) ??
        null) as Job<PersistJobData> | null;
    } catch {
      if (databaseAway)
        throw new Unavailable('PostgreSQL and Redis are both unavailable; retry with the same batch_id.');
      return null;
    }
  }

  private async enqueue(input: PersistInput, jobId: string, result?: BatchResult): Promise<void> {
    try {
      const data: PersistJobData = { input, ...(result ? { result } : {}) };
      await this.deps.queues.get('persist-signals').add('persist', data, {
        jobId,
        attempts: this.deps.persistAttempts,
        backoff: { type: 'custom' },
      });
    } catch {
      const retry = input.batch
        ? 'Retry with the same batch_id.'
        : 'Retry the item, with an Idempotency-Key so that a retry never stores it twice.';
      throw new Unavailable(`PostgreSQL and Redis are both unavailable; nothing was stored. ${retry}`);
    }
  }

  private async requestStreamAggregation(orgId: string, now: Date): Promise<void> {
    const last = this.streamAggregationAsked.get(orgId) ?? 0;
    if (now.getTime() - last < STREAM_AGGREGATION_EVERY_MS) return;
    this.streamAggregationAsked.set(orgId, now.getTime());
    await this.requestAggregation(orgId);
  }

  private async requestAggregation(orgId: string): Promise<void> {
    try {
      await requestAggregation(this.deps.queues, orgId, this.deps.aggregateDelaySeconds);
    } catch (err) {
      // The worker's catch-up schedule requests it for every organisation with batches not yet aggregated.
      this.deps.logger.warn(
        { orgId, err: { message: (err as Error).message } },
        'aggregation request not queued',
      );
    }
  }

  private persistItem(
    analysed: AnalysedItem,
    item: { ts: string | undefined; uid: string | null; source: string; attrs: Message['attrs']; now: Date },
  ): PersistItem {
    const { keyphrases: _clearText, ...signal } = analysed;
    return {
      ts: item.ts ? new Date(item.ts).toISOString() : item.now.toISOString(),
      receivedAt: item.now.toISOString(),
      uid: item.uid,
      source: item.source,
      ...(item.attrs ? { attrs: item.attrs } : {}),
      signal,
    };
  }

  /** A signal's time may be backfilled up to the retention period, and be at most 5 minutes ahead. */
  private checkTimestamps(items: { ts: string | undefined; path: string }[], now: Date): void {
    const latest = now.getTime() + FUTURE_TOLERANCE_MS;
    const earliest = now.getTime() - this.deps.retentionDays * 86_400_000;
    const details: ErrorDetail[] = [];
    for (const { ts, path } of items) {
      if (!ts) continue;
      const t = Date.parse(ts);
      if (t > latest) details.push({ in: 'body', path, message: 'more than 5 minutes in the future' });
      else if (t < earliest) {
        details.push({
          in: 'body',
          path,
          message: `older than the ${this.deps.retentionDays}-day retention period`,
        });
      }
    }
    if (details.length) {
      throw new InvalidRequest(
        `${details.length} timestamp(s) out of range (${details[0]!.path}: ${details[0]!.message}).`,
        details,
      );
    }
  }
}

/** Clear text of each keyphrase hash seen in this request, to name phrases that enough people use. */
function phrasesOf(items: AnalysedItem[]): Map<string, string> {
  const phrases = new Map<string, string>();
  for (const item of items) {
    item.keyphraseHashes.forEach((hash, k) => {
      phrases.set(hash, item.keyphrases[k]!);
    });
  }
  return phrases;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_THEMES, MOODS, STATES, TOPICS } from '../../../service/analysis/signal.js';
import { MaintenanceRepository } from '../../../service/store/repositories/maintenance.repository.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('maintenance', () => {
  let service: TestService;
  let org: TestOrg;
  let repository: MaintenanceRepository;

  beforeAll(async () => {
    service = await startTestService({ clock: { now: () => NOW } });
    org = await service.createOrg('signal');
    repository = new MaintenanceRepository(service.ctx.pool);
  });
  afterAll(() => service.close());

  const partitions = async () =>
    (
      await service.ctx.pool.query<{ name: string }>(
        "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'signals'::regclass ORDER BY 1",
      )
    ).rows.map((r) => r.name);

  it('should make signal partitions months ahead', async () => {
    await repository.ensureSignalPartitions(new Date('2027-05-10T00:00:00Z'), 2);
    expect(await partitions()).toEqual(
      expect.arrayContaining(['signals_2027_05', 'signals_2027_06', 'signals_2027_07']),
    );
  });

  it('should purge what is older than retention, dropping whole partitions', async () => {
    await service.ctx.pool.query("SELECT ensure_signal_partition('2025-01-01')");
    for (const ts of [
      '2025-01-15T00:00:00Z',
      '2025-10-20T00:00:00Z',
      '2025-10-30T00:00:00Z',
      '2026-11-01T00:00:00Z',
    ]) {
      await service.ctx.pool.query(
        "SELECT ensure_signal_partition(date_trunc('month', $1::timestamptz)::date)",
        [ts],
      );
      await service.ctx.pool.query(
        `INSERT INTO signals (org_id, ts, received_at, source, mood, mood_confidence, distress, pii_found, lang, model_version)
         VALUES ($1, $2, $2, 's', 4, 0.9, 1, false, 'en', 'test')`,
        [org.org.id, ts],
      );
    }
    const result = await repository.purge(new Date('2025-10-25T00:00:00Z'), NOW);
    expect(result.partitionsDropped).toBeGreaterThanOrEqual(1);
    expect(await partitions()).not.toContain('signals_2025_01');
    const { rows } = await service.ctx.pool.query('SELECT ts FROM signals WHERE org_id = $1 ORDER BY ts', [
      org.org.id,
    ]);
    expect(rows.map((r) => r.ts.toISOString())).toEqual([
      '2025-10-30T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
  });

  it('should find organisations whose batches no finished run covers', async () => {
    const fresh = await service.createOrg('signal');
    await service.request('POST', '/v1/affective/ingest/batch', {
      key: fresh.ingestKey,
      body: { source: 's', texts: ['pending aggregation'] },
    });
    expect(await repository.orgsWithUnaggregatedBatches(new Date(NOW.getTime() - 86_400_000))).toContain(
      fresh.org.id,
    );
    await service.ctx.pool.query(
      "INSERT INTO aggregation_runs (org_id, trigger, started_at, finished_at, status) VALUES ($1, 'test', $2, $2, 'finished')",
      [fresh.org.id, new Date(NOW.getTime() + 1000)],
    );
    expect(await repository.orgsWithUnaggregatedBatches(new Date(NOW.getTime() - 86_400_000))).not.toContain(
      fresh.org.id,
    );
  });
});

describe('stored vocabularies', () => {
  // Signals store positions in these lists; reordering them would change the meaning of every stored row.
  it('should only ever grow at the end', () => {
    expect(MOODS.slice(0, 7)).toEqual(['anger', 'disgust', 'fear', 'joy', 'neutral', 'sadness', 'surprise']);
    expect(STATES.slice(0, 12)).toEqual([
      'stress',
      'anxiety',
      'burnout',
      'loneliness',
      'frustration',
      'overwhelm',
      'disengagement',
      'conflict',
      'hopelessness',
      'engagement',
      'belonging',
      'gratitude',
    ]);
    expect(TOPICS.slice(0, 18)).toEqual([
      'workload',
      'deadlines',
      'management',
      'pay',
      'career',
      'recognition',
      'team_dynamics',
      'communication',
      'meetings',
      'tools',
      'remote_work',
      'work_life_balance',
      'health',
      'job_security',
      'events',
      'product_feedback',
      'conduct',
      'onboarding',
    ]);
    expect(CRISIS_THEMES.slice(0, 4)).toEqual([
      'suicidal_ideation',
      'self_harm',
      'harm_to_others',
      'abuse_disclosure',
    ]);
    expect(STATES.length).toBeLessThanOrEqual(31);
    expect(TOPICS.length).toBeLessThanOrEqual(53);
  });
});

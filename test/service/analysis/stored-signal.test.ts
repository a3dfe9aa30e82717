import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('a stored signal', () => {
  let service: TestService;
  let org: TestOrg;

  beforeAll(async () => {
    service = await startTestService({ clock: { now: () => NOW } });
    org = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  it('should keep the risk level and valence of each analysed item', async () => {
    const items = [
      ['none-1', 'Thanks all, the release went out smoothly and the demo was great'],
      ['elevated-1', "I'm done with life."],
      ['high-1', 'I want to kill myself tonight'],
    ] as const;
    for (const [uid, text] of items) {
      const reply = await service.request('POST', '/v1/affective/ingest/stream', {
        key: org.ingestKey,
        body: { uid, text, source: 'slack:T1:C1' },
      });
      expect(reply.status).toBe(200);
    }
    const { rows } = await service.ctx.pool.query(
      'SELECT uid, risk_level, valence, crisis_theme FROM signals WHERE org_id = $1 ORDER BY uid',
      [org.org.id],
    );
    const byUid = new Map(rows.map((r) => [r.uid as string, r]));
    expect(byUid.get('none-1')).toMatchObject({ risk_level: 0, crisis_theme: null });
    expect(byUid.get('elevated-1')).toMatchObject({ risk_level: 1, crisis_theme: null });
    expect(byUid.get('high-1')).toMatchObject({ risk_level: 2, crisis_theme: 0 });
    for (const [uid, text] of items) {
      expect(byUid.get(uid)!.valence).toBeCloseTo(analyse(text).valence, 3);
    }
    expect(byUid.get('none-1')!.valence).toBeGreaterThan(0);
  });
});

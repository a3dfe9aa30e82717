import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCenter } from '../../../connectors/core/alerts/center.js';
import { startHousekeeping } from '../../../connectors/core/housekeeping.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import { systemClock } from '../../../shared/runtime/clock.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../../shared/runtime/pool.js';
import { createTestDatabase } from '../../support/harness.js';

import { RecordingSurface, recordingMarkup } from './recording-surface.js';

const spike = (theme: string): AlertEvent => ({
  type: 'alert.spike',
  timestamp: new Date().toISOString(),
  data: {
    alert_id: randomUUID(),
    severity: 'spike',
    theme,
    count: 1,
    delta: 2,
    recommended_action: 'Check in with the team.',
    source: 'slack:T1:C1',
  },
});

describe('the alert center', () => {
  let db: { url: string; drop(): Promise<void> };
  let pool: Pool;
  const surface = new RecordingSurface();
  let center: AlertCenter;

  beforeAll(async () => {
    db = await createTestDatabase();
    // One connection: a redraw holds it for its workspace lock and must do everything on it.
    pool = createPool({ url: db.url, max: 1, logger: createLogger({ level: 'silent' }) });
    center = new AlertCenter({
      platform: 'slack',
      pool,
      surface,
      markup: recordingMarkup,
      defaultNotify: { kind: 'here' },
      setupHint: 'setup',
      knownWorkspaces: async () => ['T1'],
      service: { setAlertStatus: async () => Promise.reject(new Error('not used')) },
      logger: createLogger({ level: 'silent' }),
      clock: systemClock,
      remindAfterMs: 15 * 60_000,
    });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('should redraw the Home tab of a recent viewer when the counters change, on the connection it holds', async () => {
    await center.homeOpened('T1', 'UMOD');
    expect(surface.homes).toHaveLength(1);
    await center.setModeratorsChannel('T1', 'CMODS');
    expect(surface.homes.at(-1)!.view.blocks[0]).toEqual({
      kind: 'text',
      text: 'Crisis banners and spike counters go to #CMODS.',
    });

    const { workspaces } = await center.record(randomUUID(), spike('workload'));
    expect(workspaces).toEqual(['T1']);
    await center.redraw('T1');
    expect(surface.homes.at(-1)!.userId).toBe('UMOD');
    expect(JSON.stringify(surface.homes.at(-1)!.view)).toContain('`1`  workload');

    const drawn = surface.homes.length;
    await center.redraw('T1');
    expect(surface.homes).toHaveLength(drawn);
  });

  it('should forget Home tab viewers a week after they last opened it', async () => {
    await center.homeOpened('T1', 'UFRESH');
    await pool.query(
      `INSERT INTO connector.home_viewers (platform, workspace_id, user_id, opened_at)
       VALUES ('slack', 'T1', 'UGONE', now() - interval '8 days')`,
    );
    const stop = startHousekeeping(pool, 'slack', createLogger({ level: 'silent' }));
    try {
      const viewers = async () =>
        (await pool.query<{ user_id: string }>('SELECT user_id FROM connector.home_viewers ORDER BY user_id'))
          .rows;
      for (let i = 0; i < 50 && (await viewers()).some((v) => v.user_id === 'UGONE'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await viewers()).map((v) => v.user_id)).toEqual(['UFRESH', 'UMOD']);
    } finally {
      stop();
    }
  });
});

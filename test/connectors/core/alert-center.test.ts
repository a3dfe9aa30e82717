import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AlertCenter,
  type AlertCenterOptions,
  NEW_LOOK_REDRAWS,
} from '../../../connectors/core/alerts/center.js';
import { startHousekeeping } from '../../../connectors/core/housekeeping.js';
import type { ViewBranding } from '../../../connectors/core/view.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import { systemClock } from '../../../shared/runtime/clock.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../../shared/runtime/pool.js';
import { alertEvent } from '../../support/alert-webhook.js';
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
  const centerFor = (workspace: string, branding?: AlertCenterOptions['branding']) =>
    new AlertCenter({
      platform: 'slack',
      pool,
      surface,
      markup: recordingMarkup,
      defaultNotify: { kind: 'here' },
      setupHint: 'setup',
      knownWorkspaces: async () => [workspace],
      service: { setAlertStatus: async () => Promise.reject(new Error('not used')) },
      logger: createLogger({ level: 'silent' }),
      clock: systemClock,
      remindAfterMs: 15 * 60_000,
      ...(branding ? { branding } : {}),
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    // One connection: a redraw holds it for its workspace lock and must do everything on it.
    pool = createPool({ url: db.url, max: 1, logger: createLogger({ level: 'silent' }) });
    center = centerFor('T1');
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

  it('should draw recent banners and the counters again, in place, when the branding changes', async () => {
    const look = { known: false, branding: null as ViewBranding | null };
    const branded = centerFor('T2', {
      current: async () => look.branding,
      get known() {
        return look.known;
      },
    });
    await branded.setModeratorsChannel('T2', 'CMODS2');
    const raise = async (severity: 'crisis' | 'spike') => {
      await branded.record(randomUUID(), alertEvent(severity, 'self_harm', 'slack:T2:CGENERAL'));
      await branded.redraw('T2');
    };
    // More banners than a change redraws, and one raised long ago.
    for (let i = 0; i < NEW_LOOK_REDRAWS + 2; i++) await raise('crisis');
    await raise('spike');
    await pool.query(
      `UPDATE connector.crisis_banners SET raised_at = raised_at - interval '40 days'
        WHERE workspace_id = 'T2' AND id = (SELECT id FROM connector.crisis_banners WHERE workspace_id = 'T2'
                                             ORDER BY raised_at, id LIMIT 1)`,
    );
    const inT2 = (list: typeof surface.updates) => list.filter((r) => r.to.channelId === 'CMODS2');
    const updated = () => inT2(surface.updates).length;

    // Unread branding (the service away at start) is no change; the first look read is only recorded.
    await branded.redraw('T2');
    look.known = true;
    await branded.redraw('T2');
    expect(updated()).toBe(0);

    look.branding = {
      productName: 'Acme',
      logoUrl: 'https://cdn.acme.example/logo.png',
      accentColour: '#0a7c59',
    };
    await branded.redraw('T2');
    const redrawn = inT2(surface.updates);
    // The latest banners (not the one raised 40 days ago) and the counter message, each with the new footer.
    expect(redrawn).toHaveLength(NEW_LOOK_REDRAWS + 1);
    for (const r of redrawn) expect(r.view.branding?.productName).toBe('Acme');
    expect(redrawn.map((r) => r.ref)).not.toContain(inT2(surface.posts)[0]!.ref);
    expect(inT2(surface.posts)).toHaveLength(NEW_LOOK_REDRAWS + 3);

    // The same look again, or the service away with the look kept: nothing more to draw.
    await branded.redraw('T2');
    look.known = false;
    await branded.redraw('T2');
    expect(updated()).toBe(NEW_LOOK_REDRAWS + 1);
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

import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboundMessage } from '../../../connectors/core/platform.js';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import { signatureHeader } from '../../../shared/webhooks/index.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { type CoreHarness, PSEUDONYM_KEY, plainSyntax, startCore } from './recording-platform.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const CRISIS_TEXT = 'I want to kill myself, I cannot go on anymore';

/** A clock the test moves. */
const clock = {
  at: new Date('2026-11-23T08:00:00Z'), // a Monday
  now() {
    return this.at;
  },
  advance(minutes: number) {
    this.at = new Date(this.at.getTime() + minutes * 60_000);
  },
};

const message = (over: Partial<InboundMessage> = {}): InboundMessage => ({
  workspaceId: 'W1',
  channelId: 'CGENERAL',
  userId: 'UALICE',
  text: 'The launch went well today',
  at: new Date(),
  messageId: randomUUID(),
  kind: 'human',
  external: false,
  direct: false,
  ...over,
});

const crisisEvent = (alertId: string = randomUUID()): AlertEvent => ({
  type: 'alert.crisis',
  timestamp: clock.now().toISOString(),
  data: {
    alert_id: alertId,
    severity: 'crisis',
    theme: 'self_harm',
    count: 1,
    delta: 0,
    recommended_action: 'Reach out privately now.',
    source: 'rec:W1:CGENERAL',
  },
});

const textOf = (view: { text: string; blocks: unknown[] } | undefined) => JSON.stringify(view);

describe('connector core features, on a recording platform', () => {
  let service: TestService;
  let org: TestOrg;
  let core: CoreHarness;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
    core = await startCore({
      apiUrl: service.url,
      apiKey: org.adminKey,
      clock,
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    await core?.close();
    await service?.close();
  });

  const run = (text: string, admin = true, userId = 'UADMIN') =>
    core.connector.core.commands.run(core.ctx(userId, admin), text, plainSyntax);

  it("should post the transparency note once per channel it joins, and keep the channel's stored reference", async () => {
    const ref = {
      workspaceId: 'W1',
      channelId: 'CGENERAL',
      data: { serviceUrl: 'https://smba.example/emea/' },
    };
    await core.connector.core.joined(ref);
    await core.connector.core.joined(ref);
    const notes = core.surface.posts.filter((p) => p.to.channelId === 'CGENERAL');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.to.data).toEqual({ serviceUrl: 'https://smba.example/emea/' });
    expect(notes[0]!.view.text).toMatch(
      /analysed anonymously.*text is never stored.*`\/affective forget-me`/,
    );
  });

  it("should refuse setup to someone who is not an admin, and say so when it can't post in the channel", async () => {
    expect(textOf(await run('setup #CMODS', false))).toMatch(/Only workspace admins/);
    core.surface.closed.add('CLOCKED');
    expect(textOf(await run('setup #CLOCKED'))).toMatch(/can't post in #CLOCKED yet/);
    expect(textOf(await run('setup #CMODS @&MODS'))).toMatch(/will go to #CMODS\. They will notify @MODS/);
  });

  it('should draw a crisis banner through the stored reference, with the role to notify and the support resources', async () => {
    await core.connector.core.joined({
      workspaceId: 'W1',
      channelId: 'CMODS',
      data: { conversation: 'c-mods' },
    });
    expect(textOf(await run('support Call the crisis line https://crisis.example/call any time'))).toMatch(
      /every crisis banner will show/,
    );
    const { workspaces } = await core.connector.core.alerts.record(`msg_${randomUUID()}`, crisisEvent());
    for (const w of workspaces) await core.connector.core.alerts.redraw(w);
    const banner = core.surface.posts.at(-1)!;
    expect(banner.to).toEqual({ workspaceId: 'W1', channelId: 'CMODS', data: { conversation: 'c-mods' } });
    expect(banner.view.text).toMatch(/^@MODS Crisis alert: self harm/);
    expect(textOf(banner.view)).toContain(
      '*Support*\\nCall the crisis line any time\\n[crisis.example](https://crisis.example/call)',
    );
    expect(core.surface.pins).toContain(banner.ref);
    const buttons = banner.view.blocks.at(-1) as { buttons: { action: string }[] };
    expect(buttons.buttons.map((b) => b.action)).toEqual([
      'affective_acknowledge',
      'affective_resolve',
      'affective_false_alarm',
    ]);
  });

  it('should answer an alert delivery once it is recorded, while the platform is still busy drawing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const post = core.surface.post.bind(core.surface);
    core.surface.post = async (to, view) => {
      await gate;
      return post(to, view);
    };
    try {
      const id = `msg_${randomUUID()}`;
      const body = JSON.stringify(crisisEvent());
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(`${core.url}/affective/alerts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader([SECRET], id, timestamp, body),
        },
        body,
      });
      expect(response.status).toBe(200);
      const posted = core.surface.posts.length;
      release();
      await core.connector.settled();
      expect(core.surface.posts.length).toBe(posted + 1);
    } finally {
      core.surface.post = post;
    }
  });

  it('should remind the moderators of a banner nobody acknowledged, every interval and at most 3 times, across a restart', async () => {
    const open = await core.pool.query<{ id: string }>(
      "SELECT id FROM connector.crisis_banners WHERE status = 'open' ORDER BY raised_at",
    );
    expect(open.rows.length).toBeGreaterThan(0);
    const remindersBefore = core.surface.reminders.length;
    clock.advance(14);
    expect(await core.connector.core.alerts.remindUnacknowledged()).toBe(0);
    clock.advance(2);
    await core.restart();
    expect(await core.connector.core.alerts.remindUnacknowledged()).toBe(open.rows.length);
    expect(core.surface.reminders.at(-1)!.view.text).toMatch(
      /^@MODS :bell: Reminder: the crisis alert about self harm/,
    );
    for (let i = 0; i < 4; i++) {
      clock.advance(16);
      await core.connector.core.alerts.remindUnacknowledged();
    }
    expect(core.surface.reminders.length - remindersBefore).toBe(3 * open.rows.length);
  });

  it('should move a banner along its lifecycle from chat, redraw it, and tell the service', async () => {
    const streamed = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'someone', text: CRISIS_TEXT, source: 'rec:W1:CGENERAL' },
    });
    expect(streamed.body.alert_fired).toBe(true);
    const alerts = await service.request('GET', '/v1/affective/alerts?severity=crisis', {
      key: org.adminKey,
    });
    const alertId: string = alerts.body.alerts[0].alert_id;
    const { alerts: center } = core.connector.core;
    await center.record(`msg_${randomUUID()}`, crisisEvent(alertId));
    await center.redraw('W1');
    const { rows } = await core.pool.query<{ id: string }>(
      'SELECT id FROM connector.crisis_banners WHERE alert_id = $1',
      [alertId],
    );
    const bannerId = rows[0]!.id;

    const acknowledged = await center.setStatus('W1', bannerId, 'acknowledged', 'UMOD');
    expect(acknowledged).toMatchObject({
      status: 'acknowledged',
      acknowledgedBy: 'UMOD',
      statusPending: false,
    });
    const ref = acknowledged!.messageRef!;
    expect(textOf(core.surface.latest(ref))).toMatch(/Acknowledged by @UMOD/);
    expect(core.surface.latest(ref)!.text).not.toContain('@MODS');
    expect((await center.setStatus('W1', bannerId, 'false_alarm', 'UMOD2'))!.status).toBe('false_alarm');
    expect(textOf(core.surface.latest(ref))).toMatch(/Marked a false alarm by @UMOD2/);
    expect(textOf(core.surface.latest(ref))).not.toContain('affective_resolve');

    const after = await service.request('GET', '/v1/affective/alerts?severity=crisis', { key: org.adminKey });
    expect(after.body.alerts[0]).toMatchObject({ alert_id: alertId, status: 'false_alarm' });
    expect(await center.setStatus('W1', randomUUID(), 'resolved', 'UMOD')).toBeNull();
  });

  it('should read only the channels in scope, skip external people by default, and list the scope in status', async () => {
    const { messages } = core.connector.core;
    expect(await messages.receive(message({ external: true }))).toEqual({
      streamed: false,
      reason: 'external',
    });
    expect(textOf(await run('channels only #CGENERAL #CTEAM', false))).toMatch(/Only workspace admins/);
    expect(textOf(await run('channels only #CGENERAL #CTEAM'))).toMatch(
      /only #CGENERAL, #CTEAM \(external people skipped\)/,
    );
    expect(await messages.receive(message({ channelId: 'CRANDOM' }))).toEqual({
      streamed: false,
      reason: 'out_of_scope',
    });
    expect(await messages.receive(message({ channelId: 'CTEAM' }))).toEqual({ streamed: true });
    await run('channels except #CRANDOM external on');
    expect(await messages.receive(message({ channelId: 'COTHER', external: true }))).toEqual({
      streamed: true,
    });
    expect(await messages.receive(message({ channelId: 'CRANDOM' }))).toMatchObject({ streamed: false });
    expect(await messages.receive(message({ kind: 'edit' }))).toMatchObject({ reason: 'not_a_person' });
    expect(await messages.receive(message({ direct: true }))).toMatchObject({ reason: 'direct' });
    const status = textOf(await run('status', false));
    expect(status).toContain(
      '*Channels read*  every channel I am in except #CRANDOM (external people included)',
    );
    expect(status).toContain('*Notified*  @MODS');
    await run('channels all external off');
  });

  it('should stop streaming someone who asks to be forgotten and erase their signals in the service', async () => {
    const { messages, stream } = core.connector.core;
    await messages.receive(message({ userId: 'UERIN', text: 'Feeling pretty good about the release' }));
    await stream.idle();
    const uid = pseudonymise(PSEUDONYM_KEY, 'rec', 'W1', 'UERIN');
    const count = async () =>
      (await service.ctx.pool.query('SELECT count(*)::int AS n FROM signals WHERE uid = $1', [uid])).rows[0]
        .n;
    expect(await count()).toBe(1);

    const answer = await run('forget-me', false, 'UERIN');
    expect(answer.text).toMatch(
      /no longer analysed\. Everything analysed from them before was erased \(1 signal\)/,
    );
    expect(await count()).toBe(0);
    expect(await messages.receive(message({ userId: 'UERIN' }))).toEqual({
      streamed: false,
      reason: 'opted_out',
    });
    const kept = await core.pool.query('SELECT * FROM connector.opt_outs');
    expect(JSON.stringify(kept.rows)).not.toContain('UERIN');
    expect(JSON.stringify(kept.rows)).not.toContain(uid);
  });

  it('should post the weekly digest in the chosen channel at the chosen hour of the workspace time zone, once', async () => {
    expect(textOf(await run('digest #CGENERAL monday 25'))).toMatch(/Say where and when/);
    expect(textOf(await run('digest #CGENERAL monday 10 Europe/Paris'))).toMatch(
      /every Monday at 10:00 \(Europe\/Paris\)/,
    );
    clock.at = new Date('2026-11-30T08:30:00Z'); // Monday 09:30 in Paris
    const { digest } = core.connector.core;
    expect(await digest.postDue()).toBe(0);
    clock.at = new Date('2026-11-30T09:05:00Z'); // Monday 10:05 in Paris
    const before = core.surface.posts.length;
    expect(await digest.postDue()).toBe(1);
    expect(await digest.postDue()).toBe(0);
    const posted = core.surface.posts.at(-1)!;
    expect(posted.to.channelId).toBe('CGENERAL');
    expect(posted.view.title).toMatch(/^Weekly digest · Community pulse · last 7 days/);
    expect(core.surface.posts.length).toBe(before + 1);
    clock.at = new Date('2026-12-07T09:10:00Z');
    expect(await digest.postDue()).toBe(1);
    await run('digest off');
    clock.at = new Date('2026-12-14T09:10:00Z');
    expect(await digest.postDue()).toBe(0);
  });
});

describe('private answers, and forget-me with an ingest key', () => {
  let service: TestService;
  let core: CoreHarness;

  beforeAll(async () => {
    service = await startTestService();
    const org = await service.createOrg('signal');
    core = await startCore({ apiUrl: service.url, apiKey: org.ingestKey });
  });
  afterAll(async () => {
    await core?.close();
    await service?.close();
  });

  it('should answer a pulse command privately to whoever ran it', async () => {
    await core.connector.core.answerPulse(core.ctx('UCAROL', false), 'fortnight');
    expect(core.replies.splice(0)).toEqual([
      {
        userId: 'UCAROL',
        view: expect.objectContaining({
          text: '`fortnight` is not a window. Use `/pulse` with 7d, 30d, 60d or all (30d when left out).',
        }),
      },
    ]);
  });

  it('should still stop streaming, and say that the erasure must be asked of an admin', async () => {
    await core.connector.core.answerCommand(core.ctx('UBOB', false), 'forget-me', plainSyntax);
    expect(core.replies).toHaveLength(1);
    expect(core.replies[0]!.userId).toBe('UBOB');
    expect(core.replies[0]!.view.text).toMatch(
      /no longer analysed\. Erasing what was already analysed needs an Affective admin/,
    );
    expect(await core.connector.core.messages.receive(message({ userId: 'UBOB' }))).toEqual({
      streamed: false,
      reason: 'opted_out',
    });
  });
});

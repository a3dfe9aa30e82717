import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

describe('POST /configure and GET /configure', () => {
  let service: TestService;
  let org: TestOrg;
  const configure = (body: unknown, key = org.adminKey) =>
    service.request('POST', '/v1/affective/configure', { key, body });
  const current = () => service.request('GET', '/v1/affective/configure', { key: org.adminKey });

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  it('should start from the documented defaults', async () => {
    const { status, body } = await current();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      version: 1,
      tier: 'signal',
      cohort_filters: {},
      anon_floor: 10,
      active_layers: ['moods', 'states', 'topics', 'actions'],
      alert_threshold: 2,
      svc_tone: 'community',
      cohort_size: 0,
    });
  });

  it('should answer with the confirmation of the spec', async () => {
    const { status, body } = await configure({ anon_floor: 12 });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['applied_at', 'cohort_size', 'config_id']);
    expect(new Date(body.applied_at).toISOString()).toBe(body.applied_at);
    expect((await current()).body.config_id).toBe(body.config_id);
  });

  it('should keep omitted fields and store a new version each time', async () => {
    await configure({ svc_tone: 'clinical', alert_threshold: 3.5 });
    await configure({ active_layers: ['moods', 'topics'] });
    const { body } = await current();
    expect(body).toMatchObject({
      anon_floor: 12,
      svc_tone: 'clinical',
      alert_threshold: 3.5,
      active_layers: ['moods', 'topics'],
    });
    const history = await service.ctx.pool.query(
      'SELECT version, anon_floor, svc_tone FROM org_configs WHERE org_id = $1 ORDER BY version',
      [org.org.id],
    );
    expect(history.rows.map((r) => r.version)).toEqual([1, 2, 3, 4]);
    expect(history.rows[1]).toMatchObject({ anon_floor: 12, svc_tone: 'community' });
  });

  it.each([
    [{ anon_floor: 9 }, '$.anon_floor'],
    [{ anon_floor: 10.5 }, '$.anon_floor'],
    [{ anon_floor: '12' }, '$.anon_floor'],
    [{ active_layers: ['moods', 'feelings'] }, '$.active_layers[1]'],
    [{ active_layers: [] }, '$.active_layers'],
    [{ alert_threshold: 0 }, '$.alert_threshold'],
    [{ alert_threshold: -1 }, '$.alert_threshold'],
    [{ svc_tone: 'casual' }, '$.svc_tone'],
    [{ cohort_filters: { location: ['paris'] } }, '$.cohort_filters.location'],
    [{ cohort_filters: { team: 'red' } }, '$.cohort_filters.team'],
    [{ cohort_filters: { team: [7] } }, '$.cohort_filters.team[0]'],
    [{ cohort_filters: { age_range: ['young'] } }, '$.cohort_filters.age_range[0]'],
    [{ cohort_filters: { tenure: ['forever'] } }, '$.cohort_filters.tenure[0]'],
    [{ anon_floors: 12 }, '$.anon_floors'],
  ])('should reject %j naming %s', async (body, path) => {
    const before = (await current()).body.config_id;
    const reply = await configure(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_request');
    expect(reply.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await current()).body.config_id).toBe(before);
  });

  it('should reject a body that is not an object', async () => {
    for (const body of [[], 'x', 12, null]) {
      expect((await configure(body)).status).toBe(400);
    }
  });

  it('should refuse layers outside a pulse organisation', async () => {
    const pulse = await service.createOrg('pulse');
    const reply = await configure({ active_layers: ['moods', 'states'] }, pulse.adminKey);
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('tier_restricted');
    expect((await configure({ active_layers: ['moods'] }, pulse.adminKey)).status).toBe(200);
  });

  it('should count matching members seen in the last 30 days as cohort_size', async () => {
    const members = [
      ...Array.from({ length: 6 }, (_, i) => ({
        uid: `eng-${i}`,
        team: 'platform',
        department: 'engineering',
        tags: ['remote'],
      })),
      ...Array.from({ length: 4 }, (_, i) => ({
        uid: `ops-${i}`,
        team: 'ops',
        department: 'engineering',
        age_range: '25-34',
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        uid: `hr-${i}`,
        department: 'people',
        tenure: '0-1y',
        tags: ['remote', 'new'],
      })),
    ];
    const put = await service.request('PUT', '/v1/affective/cohort/members', {
      key: org.adminKey,
      body: { members },
    });
    expect(put).toMatchObject({ status: 200, body: { upserted: 13 } });
    await service.ctx.pool.query(
      "UPDATE members SET last_seen_at = now() - interval '1 day' WHERE org_id = $1",
      [org.org.id],
    );
    await service.ctx.pool.query(
      "UPDATE members SET last_seen_at = now() - interval '40 days' WHERE org_id = $1 AND uid = 'ops-3'",
      [org.org.id],
    );
    const size = async (cohort_filters: object) => (await configure({ cohort_filters })).body.cohort_size;
    expect(await size({})).toBe(12);
    expect(await size({ department: ['engineering'] })).toBe(9);
    expect(await size({ department: ['engineering'], team: ['ops'] })).toBe(3);
    expect(await size({ team: ['ops', 'platform'] })).toBe(9);
    expect(await size({ tags: ['remote'] })).toBe(9);
    expect(await size({ tags: ['new'], tenure: ['0-1y'] })).toBe(3);
    expect(await size({ age_range: ['25-34'] })).toBe(3);
    expect((await current()).body.cohort_size).toBe(3);
  });

  it('should keep stored member attributes that an upsert leaves out', async () => {
    await service.request('PUT', '/v1/affective/cohort/members', {
      key: org.adminKey,
      body: { members: [{ uid: 'eng-0', tenure: '3-5y' }] },
    });
    const { rows } = await service.ctx.pool.query(
      "SELECT team, department, tenure, tags FROM members WHERE org_id = $1 AND uid = 'eng-0'",
      [org.org.id],
    );
    expect(rows[0]).toEqual({
      team: 'platform',
      department: 'engineering',
      tenure: '3-5y',
      tags: ['remote'],
    });
  });

  it('should reject a members upload over 10,000 records', async () => {
    const members = Array.from({ length: 10_001 }, (_, i) => ({ uid: `m${i}` }));
    const reply = await service.request('PUT', '/v1/affective/cohort/members', {
      key: org.adminKey,
      body: { members },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.details[0].path).toBe('$.members');
  });

  it('should refuse member uploads from an ingest key', async () => {
    const reply = await service.request('PUT', '/v1/affective/cohort/members', {
      key: org.ingestKey,
      body: { members: [{ uid: 'x' }] },
    });
    expect(reply.status).toBe(403);
  });
});

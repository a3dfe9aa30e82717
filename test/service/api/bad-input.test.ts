import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Reply, startTestService, type TestOrg, type TestService } from '../../support/harness.js';

function expectInvalid(reply: Reply, status = 400) {
  expect(reply.status).toBe(status);
  expect(Object.keys(reply.body)).toEqual(['error']);
  expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
}

/** Writes a request line and headers as given, which no HTTP client would send, and reads the answer. */
function rawSocket(url: string, head: string): Promise<{ status: number; headers: string; body: any }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers, body: JSON.parse(body) });
    });
  });
}

/** Sends bytes exactly as given (fetch would refuse some of these requests before sending them). */
function rawRequest(
  url: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<Reply> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, method: options.method, path: options.path, headers: options.headers },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: new Headers(res.headers as Record<string, string>),
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('bad input answers 4xx', () => {
  let service: TestService;
  let org: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  const unstorable = ['a\u0000b', 'a\ud800b', 'a\udc00', '\ud83d'];

  it.each(unstorable)('should answer 400 naming the field for %j in every kept string field', async (bad) => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/ingest/stream', { uid: 'u1', text: 'fine', source: bad }, '$.source'],
      ['POST', '/ingest/stream', { uid: 'u1', text: 'fine', attrs: { team: bad } }, '$.attrs.team'],
      [
        'POST',
        '/ingest/stream',
        { uid: 'u1', text: 'fine', attrs: { tags: ['ok', bad] } },
        '$.attrs.tags[1]',
      ],
      ['POST', '/ingest/batch', { source: bad, texts: ['fine'] }, '$.source'],
      ['PUT', '/cohort/members', { members: [{ uid: 'u1', department: bad }] }, '$.members[0].department'],
      ['POST', '/configure', { cohort_filters: { tags: [bad] } }, '$.cohort_filters.tags[0]'],
      ['POST', '/keys', { role: 'ingest', name: bad }, '$.name'],
    ];
    for (const [method, path, body, field] of cases) {
      const reply = await service.request(method, `/v1/affective${path}`, { key: org.adminKey, body });
      expectInvalid(reply);
      expect(reply.body.error.details).toContainEqual(expect.objectContaining({ in: 'body', path: field }));
    }
  });

  it('should analyse a text holding a NUL or an unpaired surrogate, since the text is never stored', async () => {
    const reply = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'u2', text: 'half an emoji \ud83d and a \u0000' },
    });
    expect(reply.status).toBe(200);
  });

  it.each([
    ['DELETE', '/users/%ff', '$.uid'],
    ['DELETE', '/keys/%ff', '$.id'],
    ['POST', '/webhooks/%ff/test', '$.id'],
    ['DELETE', '/users/%ED%A0%80', '$.uid'],
    ['DELETE', '/users/%C0%AF', '$.uid'],
  ])('should answer 400 for %s %s, with or without a key', async (method, path, field) => {
    for (const key of [org.adminKey, undefined]) {
      const reply = await service.request(method, `/v1/affective${path}`, key ? { key } : {});
      expectInvalid(reply);
      expect(reply.body.error.details).toEqual([{ in: 'path', path: field, message: expect.any(String) }]);
    }
  });

  it('should answer 415 for a content coding it does not take, and 400 for a body that does not inflate', async () => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${org.adminKey}`,
    };
    const post = (encoding: string, body: Buffer) =>
      rawRequest(service.url, {
        method: 'POST',
        path: '/v1/affective/configure',
        headers: { ...headers, 'content-encoding': encoding },
        body,
      });
    const br = await post('br', Buffer.from('{}'));
    expectInvalid(br, 415);
    expect(br.body.error.code).toBe('unsupported_media_type');
    expectInvalid(await post('gzip', Buffer.from('not gzip at all')));
    expectInvalid(await post('gzip', gzipSync('{"anon_floor": 12}').subarray(0, 12)));
    expectInvalid(await post('deflate', Buffer.from('nope')));
    const good = await post('gzip', gzipSync('{"anon_floor": 12}'));
    expect(good.status).toBe(200);
  });

  it('should say a JSON null, array or number body must be a JSON object', async () => {
    for (const raw of ['null', '[]', '3', '"x"']) {
      const reply = await service.request('POST', '/v1/affective/configure', {
        key: org.adminKey,
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expectInvalid(reply);
      expect(reply.body.error.message).toBe('The request body must be a JSON object.');
    }
  });

  it('should count text limits in code points: 10,000 emoji pass, 10,001 are 413', async () => {
    const emoji = '\u{1F600}';
    const fits = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'u3', text: emoji.repeat(10_000) },
    });
    expect(fits.status).toBe(200);
    const over = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'u3', text: emoji.repeat(10_001) },
    });
    expectInvalid(over, 413);
  });

  it('should answer OPTIONS with 204 and Allow, and a method a path does not take with 405', async () => {
    const options = await service.request('OPTIONS', '/v1/affective/configure');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, GET, HEAD, OPTIONS');
    const member = await service.request('OPTIONS', '/v1/affective/users/some-uid');
    expect(member.headers.get('allow')).toBe('DELETE, OPTIONS');
    const patch = await service.request('PATCH', '/v1/affective/configure', { key: org.adminKey });
    expectInvalid(patch, 405);
    expect(patch.body.error.code).toBe('method_not_allowed');
    expect(patch.headers.get('allow')).toBe('POST, GET, HEAD, OPTIONS');
    expectInvalid(await service.request('OPTIONS', '/v1/affective/nowhere'), 404);
  });

  it.each([
    ['a bad character in a header', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n', 400],
    ['an unknown method', 'FROB /v1/affective/configure HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a malformed request line', 'GET\r\n\r\n', 400],
    [
      'headers over the limit',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('should answer %s, refused by Node itself, with the error body', async (_name, head, status) => {
    const reply = await rawSocket(service.url, head);
    expect(reply.status).toBe(status);
    expect(reply.headers).toMatch(/content-type: application\/json/i);
    expect(Object.keys(reply.body.error).sort()).toEqual(['code', 'details', 'message', 'request_id']);
    expect((await service.request('GET', '/healthz')).status).toBe(200);
  });
});

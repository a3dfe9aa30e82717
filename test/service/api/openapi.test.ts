import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/harness.js';

describe('GET /v1/affective/openapi.json', () => {
  let service: TestService;
  let document: any;

  beforeAll(async () => {
    service = await startTestService();
    document = (await service.request('GET', '/v1/affective/openapi.json')).body;
  });
  afterAll(() => service.close());

  it('should be a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('should describe each mounted route with the schema that validates it', () => {
    const configure = document.paths['/configure'].post;
    expect(configure.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ConfigureRequest',
    });
    const request = document.components.schemas.ConfigureRequest;
    expect(request.properties.anon_floor).toMatchObject({ type: 'integer', minimum: 10 });
    expect(request.properties.svc_tone.enum).toEqual(['community', 'corporate', 'clinical']);
    expect(request.additionalProperties).toBe(false);
    expect(document.paths['/keys/{id}'].delete.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(configure['x-required-role']).toBe('admin');
  });

  it('should list the error body for errors', () => {
    expect(document.paths['/configure'].post.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('should list every status an operation can answer: 413 and 415 with a body, 404 and 409 on keys', () => {
    const statuses = (path: string, method: string) => Object.keys(document.paths[path][method].responses);
    for (const [path, operations] of Object.entries<Record<string, { requestBody?: unknown }>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.requestBody)
          expect(statuses(path, method)).toEqual(expect.arrayContaining(['413', '415']));
        if (path !== '/openapi.json') {
          expect(statuses(path, method)).toEqual(expect.arrayContaining(['400', '401', '403', '429', '503']));
        }
      }
    }
    expect(statuses('/keys/{id}', 'delete')).toContain('404');
    expect(statuses('/keys/{id}/rotate', 'post')).toEqual(expect.arrayContaining(['404', '409']));
    expect(document.paths['/ingest/stream'].post.parameters).toEqual([
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: false }),
    ]);
    expect(document.components.schemas.StreamItem.properties.text.maxLength).toBe(10_000);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServiceConfig, ServiceEnv } from '../../../service/config.js';
import { ConfigError } from '../../../shared/runtime/env.js';

const example = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
const exampleNames = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

describe('service configuration', () => {
  it('should list every service variable in .env.example', () => {
    for (const name of Object.keys(ServiceEnv.shape)) expect(exampleNames).toContain(name);
  });

  it('should use the documented defaults when nothing is set', () => {
    const config = loadServiceConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/affective',
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_BATCH_PER_MIN: 50,
      RATE_LIMIT_STREAM_PER_MIN: 6000,
      AGGREGATE_CRON: '0 2 * * *',
    });
  });

  it('should parse the values of .env.example to the same defaults', () => {
    const values = Object.fromEntries(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]!.replace(/^"(.*)"$/, '$1')]),
    );
    expect(loadServiceConfig(values)).toEqual(loadServiceConfig({}));
  });

  it('should name every bad variable in one error', () => {
    let error: unknown;
    try {
      loadServiceConfig({ PORT: '-3', REDIS_URL: 'http://x', WEBHOOK_ALLOW_HTTP: 'maybe', HOST: 'fine' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.split('=')[0])).toEqual([
      'PORT',
      'REDIS_URL',
      'WEBHOOK_ALLOW_HTTP',
    ]);
  });
});

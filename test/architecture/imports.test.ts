import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|mts|js|mjs)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Every module a file imports or re-exports, statically or dynamically, resolved from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/import\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]!);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), s)));
}

function crossings(from: string, forbidden: string): string[] {
  return sourceFiles(from).flatMap((file) =>
    importsOf(file)
      .filter((target) => target === forbidden || target.startsWith(`${forbidden}${path.sep}`))
      .map((target) => `${file} → ${target}`),
  );
}

describe('the two halves share only shared/', () => {
  it('should have no connector module import anything from service/', () => {
    expect(crossings('connectors', 'service')).toEqual([]);
  });

  it('should have no service module import anything from connectors/', () => {
    expect(crossings('service', 'connectors')).toEqual([]);
  });

  it('should have shared/ import neither half', () => {
    expect([...crossings('shared', 'service'), ...crossings('shared', 'connectors')]).toEqual([]);
  });

  it('should see an import that crosses, so that the rule can fail', () => {
    expect(importsOf('test/support/global-setup.ts')).toContain(path.join('service', 'store', 'migrate.js'));
  });
});

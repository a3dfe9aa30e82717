import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AjvDraft04 from 'ajv-draft-04';
import AjvFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAppPackage, MANIFEST_DIR, manifestFor } from '../../../connectors/teams/app-package.js';
import { COMMANDS } from '../../../connectors/teams/commands.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const BOT_ID = '1b2c3d4e-1111-2222-3333-444455556666';

const manifest = JSON.parse(readFileSync(path.join(MANIFEST_DIR, 'manifest.json'), 'utf8'));

/** The JSON schema of the manifest's own version, as bundled in @microsoft/app-manifest (no network). */
function schemaOf(version: string) {
  const file = require.resolve(
    `@microsoft/app-manifest/build/json-schemas/teams/v${version}/MicrosoftTeams.schema.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8'));
}

function validator() {
  const ajv = new AjvDraft04.default({ allErrors: true, strict: false });
  AjvFormats.default(ajv);
  return ajv.compile(schemaOf(manifest.manifestVersion));
}

/** Width, height, colour type and the RGBA bytes of a PNG, decoded with zlib alone. */
function decodePng(file: string) {
  const data = readFileSync(file);
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let header: Buffer | null = null;
  const idat: Buffer[] = [];
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') idat.push(body);
    offset += length + 12;
  }
  const width = header!.readUInt32BE(0);
  const height = header!.readUInt32BE(4);
  const colourType = header![9];
  const { inflateSync } = require('node:zlib') as typeof import('node:zlib');
  const rows = inflateSync(Buffer.concat(idat));
  const pixels: number[][] = [];
  for (let y = 0; y < height; y++) {
    expect(rows[y * (width * 4 + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const at = y * (width * 4 + 1) + 1 + x * 4;
      pixels.push([rows[at]!, rows[at + 1]!, rows[at + 2]!, rows[at + 3]!]);
    }
  }
  return { width, height, colourType, pixels };
}

describe('manifests/teams/manifest.json', () => {
  const validate = validator();

  it('should use a current manifest schema version bundled with @microsoft/app-manifest', () => {
    expect(Number(manifest.manifestVersion.split('.')[1])).toBeGreaterThanOrEqual(25);
    expect(manifest.$schema).toContain(`/v${manifest.manifestVersion}/`);
  });

  it('should validate against the bundled JSON schema, and so should the packaged manifest', () => {
    expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(manifestFor(BOT_ID)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('should be caught by the schema when a bot scope is wrong', () => {
    const broken = structuredClone(manifest);
    broken.bots[0].scopes = ['team', 'channel'];
    expect(validate(broken)).toBe(false);
  });

  it('should offer the bot in teams and personal chats, with RSC reading of channel messages', () => {
    expect([...manifest.bots[0].scopes].sort()).toEqual(['personal', 'team']);
    const rsc = manifest.authorization.permissions.resourceSpecific;
    expect(rsc).toContainEqual({ name: 'ChannelMessage.Read.Group', type: 'Application' });
    expect(rsc).toContainEqual({ name: 'TeamMember.Read.Group', type: 'Application' });
    expect(manifest.webApplicationInfo).toBeDefined();
  });

  it('should list exactly the commands the bot answers, per scope', () => {
    for (const scope of ['team', 'personal'] as const) {
      const listed = manifest.bots[0].commandLists
        .filter((list: { scopes: string[] }) => list.scopes.includes(scope))
        .flatMap((list: { commands: Array<{ title: string }> }) => list.commands.map((c) => c.title));
      const declared = COMMANDS.filter((c) => (c.scopes as readonly string[]).includes(scope)).map(
        (c) => c.name,
      );
      expect(listed.sort()).toEqual([...declared].sort());
    }
  });

  it('should come with a 192×192 colour icon and a 32×32 outline icon, white on transparent', () => {
    const color = decodePng(path.join(MANIFEST_DIR, manifest.icons.color));
    expect([color.width, color.height]).toEqual([192, 192]);
    expect(color.pixels.every((p) => p[3] === 255)).toBe(true);
    const outline = decodePng(path.join(MANIFEST_DIR, manifest.icons.outline));
    expect([outline.width, outline.height]).toEqual([32, 32]);
    const visible = outline.pixels.filter((p) => p[3]! > 0);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every(([r, g, b]) => r === 255 && g === 255 && b === 255)).toBe(true);
    expect(outline.pixels.some((p) => p[3] === 0)).toBe(true);
  });
});

describe('affective teams package', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'teams-package-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should write a zip that unzip reads, with the bot id filled in and the icons at the root', async () => {
    const file = path.join(dir, 'app.zip');
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, 'bin/affective.js'), 'teams', 'package', '--bot-id', BOT_ID, '--out', file],
      { cwd: ROOT },
    );
    expect(stdout).toContain(file);
    const { stdout: listing } = await run('unzip', ['-Z1', file]);
    expect(listing.trim().split('\n').sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    await run('unzip', ['-tq', file]);
    const { stdout: packaged } = await run('unzip', ['-p', file, 'manifest.json']);
    const parsed = JSON.parse(packaged);
    expect(parsed.bots[0].botId).toBe(BOT_ID);
    expect(parsed.webApplicationInfo.id).toBe(BOT_ID);
    expect(validator()(parsed)).toBe(true);
    const { stdout: icon } = await run('unzip', ['-p', file, 'color.png'], { encoding: 'buffer' });
    expect(
      Buffer.compare(icon as unknown as Buffer, readFileSync(path.join(MANIFEST_DIR, 'color.png'))),
    ).toBe(0);
  });

  it('should give the same bytes for the same bot id', () => {
    expect(buildAppPackage(BOT_ID).equals(buildAppPackage(BOT_ID))).toBe(true);
  });

  it('should refuse a bot id that is not a GUID, with exit code 2', async () => {
    const failed = await run(
      process.execPath,
      [path.join(ROOT, 'bin/affective.js'), 'teams', 'package', '--bot-id', 'bot'],
      {
        cwd: ROOT,
      },
    ).catch((err) => err);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toMatch(/GUID/);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

export const MANIFEST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../manifests/teams',
);
const ICONS = ['color.png', 'outline.png'];
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AppPackageError extends Error {}

/** The manifest with the bot's app id in the two places Teams looks for it (the bot and the RSC grant). */
export interface TeamsManifest extends Record<string, unknown> {
  bots: Array<{ botId: string } & Record<string, unknown>>;
  webApplicationInfo: { id: string; resource: string };
}

export function manifestFor(botId: string): TeamsManifest {
  if (!GUID.test(botId))
    throw new AppPackageError(`the bot id must be the bot's Microsoft app id (a GUID), not "${botId}"`);
  const manifest = JSON.parse(
    readFileSync(path.join(MANIFEST_DIR, 'manifest.json'), 'utf8'),
  ) as TeamsManifest;
  for (const bot of manifest.bots) bot.botId = botId;
  manifest.webApplicationInfo.id = botId;
  return manifest;
}

/** The app package Teams uploads: a zip of the manifest and its two icons at the root. */
export function buildAppPackage(botId: string): Buffer {
  const files = [
    { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(manifestFor(botId), null, 2)}\n`) },
    ...ICONS.map((name) => ({ name, data: readFileSync(path.join(MANIFEST_DIR, name)) })),
  ];
  return zip(files);
}

/** DOS date and time of 1980-01-01 00:00: a fixed stamp, so the same input always gives the same package. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;

/**
 * The fields a zip entry's local header and its central directory record share, in the same order: version
 * needed, flags (UTF-8 names), method (deflate), time, date, CRC-32, sizes, name length; then no extra field.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  entry: { crc: number; compressedSize: number; size: number; nameLength: number },
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressedSize, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
}

/** A plain zip archive (deflated entries, no zip64), enough for a few small files. */
export function zip(files: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const deflated = deflateRawSync(file.data, { level: 9 });
    const crc = crc32(file.data);
    const entry = { crc, compressedSize: deflated.length, size: file.data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry);
    locals.push(local, name, deflated);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, entry);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Writes the package for `botId` to `file`; returns the path written. */
export function writeAppPackage(botId: string, file: string): string {
  const target = path.resolve(file);
  writeFileSync(target, buildAppPackage(botId));
  return target;
}

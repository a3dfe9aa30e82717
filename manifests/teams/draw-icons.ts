/**
 * Draws the Teams app icons: `color.png` (192×192, a white pulse line on the accent colour, full bleed) and
 * `outline.png` (32×32, the same line in white on transparent), as Teams asks. Run with
 * `npx tsx manifests/teams/draw-icons.ts`; the PNGs are committed beside it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

/** A pulse line in unit coordinates: flat, a beat up and down, flat again. */
const PULSE: Array<[number, number]> = [
  [0.14, 0.55],
  [0.36, 0.55],
  [0.44, 0.3],
  [0.54, 0.76],
  [0.62, 0.46],
  [0.68, 0.55],
  [0.86, 0.55],
];

function distanceToSegment(px: number, py: number, [ax, ay]: [number, number], [bx, by]: [number, number]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Coverage (0–1) of the line at a pixel centre, with one pixel of anti-aliasing. */
function lineCoverage(x: number, y: number, size: number, width: number): number {
  const points = PULSE.map(([px, py]): [number, number] => [px * size, py * size]);
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < points.length; i++) {
    nearest = Math.min(nearest, distanceToSegment(x + 0.5, y + 0.5, points[i - 1]!, points[i]!));
  }
  return Math.max(0, Math.min(1, width / 2 + 0.5 - nearest));
}

function draw(size: number, lineWidth: number, background: Rgba | null): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cover = lineCoverage(x, y, size, lineWidth);
      const at = (y * size + x) * 4;
      if (background) {
        for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(background[c]! * (1 - cover) + 255 * cover);
        pixels[at + 3] = 255;
      } else {
        pixels.fill(255, at, at + 3);
        pixels[at + 3] = Math.round(255 * cover);
      }
    }
  }
  return png(size, size, pixels);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGBA PNG: each row prefixed with filter type 0, the whole deflated into one IDAT chunk. */
function png(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ACCENT: Rgba = [0x4b, 0x53, 0xbc, 255];
writeFileSync(path.join(import.meta.dirname, 'color.png'), draw(192, 14, ACCENT));
writeFileSync(path.join(import.meta.dirname, 'outline.png'), draw(32, 3, null));

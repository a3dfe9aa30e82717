import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { ADAM7 } from '../../../service/web/branding/logo.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A real RGB PNG of one colour, such as browsers and poppler read; interlaced, its pixels are Adam7's seven
 * reduced images one after another.
 */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
  { interlaced = false } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, interlaced ? 1 : 0], 8);
  const image = (columns: number, rows: number) => {
    const row = Buffer.concat([
      Buffer.from([0]),
      Buffer.from(Array.from({ length: columns }, () => [r, g, b]).flat()),
    ]);
    return Array.from({ length: rows }, () => row);
  };
  const passes = interlaced
    ? ADAM7.map(([x0, y0, dx, dy]) =>
        image(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy)),
      ).filter((rows) => rows.length > 0 && rows[0]!.length > 1)
    : [image(width, height)];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(passes.flat()))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose pixels inflate to far more than its size says: well-formed chunks, undecodable image. */
export function lyingPng(): Buffer {
  const png = solidPng(2, 2, [0, 0, 0]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    png.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(10_000, 9))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header says Adam7-interlaced over pixels laid out plainly: one scanline count short. */
export function plainPixelsInterlacedPng(): Buffer {
  const png = solidPng(5, 3, [0, 0, 0]);
  const ihdr = png.subarray(16, 29);
  const header = Buffer.from(ihdr);
  header[12] = 1;
  return Buffer.concat([png.subarray(0, 8), chunk('IHDR', header), png.subarray(33)]);
}

/** A real JPEG: a page drawn by pdfkit, rasterised by poppler's pdftoppm. */
export async function solidJpeg(): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'affective-jpeg-'));
  try {
    const doc = new PDFDocument({ size: [72, 36], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => doc.on('end', resolve));
    doc.rect(0, 0, 72, 36).fill('#c2185b');
    doc.end();
    await done;
    const pdf = join(dir, 'page.pdf');
    writeFileSync(pdf, Buffer.concat(chunks));
    execFileSync('pdftoppm', ['-jpeg', '-r', '72', '-singlefile', pdf, join(dir, 'page')]);
    return readFileSync(join(dir, 'page.jpg'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface LogoServer {
  /** https://127.0.0.1:PORT */
  origin: string;
  /** The server's self-signed certificate, PEM: give it to LOGO_CA_FILE. */
  caFile: string;
  /** Requests per path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * An HTTPS server on the loopback with a fresh self-signed certificate for 127.0.0.1, answering each path with
 * its handler (404 for any other).
 */
export async function startLogoServer(routes: Record<string, Handler>): Promise<LogoServer> {
  const dir = mkdtempSync(join(tmpdir(), 'affective-logo-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=affective test logo server',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const hits = new Map<string, number>();
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const path = new URL(req.url ?? '/', 'https://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes[path];
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    caFile: cert,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A handler sending a body with a Content-Type. */
export const serve =
  (body: Buffer | string, type: string): Handler =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': type }).end(body);

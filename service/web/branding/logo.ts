import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { Agent, request } from 'undici';
import type { Logger } from '../../../shared/runtime/logger.js';
import {
  type AllowList,
  BlockedDestination,
  checkWebhookUrl,
  parseAllowList,
  type SsrfPolicy,
} from '../../domain/webhooks/ssrf.js';
import { guardedLookup, type ResolveAll, systemResolveAll } from '../../domain/webhooks/transport.js';

/** A branding logo the PDF report can draw: checked to be a PNG or JPEG that pdfkit will read. */
export interface LogoImage {
  format: 'png' | 'jpeg';
  data: Buffer;
  width: number;
  height: number;
}

/** Where the PDF report gets an organisation's logo from; null when there is none to draw. */
export interface LogoSource {
  logo(url: string): Promise<LogoImage | null>;
}

export const LOGO_LIMITS = {
  timeoutMs: 3_000,
  maxBytes: 512 * 1024,
  maxRedirects: 3,
  /** Decoded PNG pixels, so a small file cannot inflate into a huge image. */
  maxDecodedBytes: 16 * 1024 * 1024,
  maxSide: 4_096,
  /** A logo is kept this long; a failure for less, so a fixed logo shows soon but a dead host is not asked for each report. */
  keepMs: 10 * 60_000,
  keepFailureMs: 60_000,
  cachedUrls: 64,
} as const;

/** Why a logo was not used; its message goes to the log, never the URL's query. */
class LogoRefused extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CONTENT_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bit depths PNG allows for each colour type, and the channels of a pixel. */
const PNG_COLOUR_TYPES: Record<number, { depths: number[]; channels: number }> = {
  0: { depths: [1, 2, 4, 8, 16], channels: 1 },
  2: { depths: [8, 16], channels: 3 },
  3: { depths: [1, 2, 4, 8], channels: 1 },
  4: { depths: [8, 16], channels: 2 },
  6: { depths: [8, 16], channels: 4 },
};

/** A URL as it may be logged: no query or fragment, which can carry signed tokens. */
export function loggableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

/**
 * Checks a PNG fully enough that pdfkit cannot fail on it later (its decoder throws from a callback, out of
 * reach of any catch): the chunks, the header, and every row of the inflated pixels, plain or Adam7-interlaced.
 * The pixels (up to 16 MB) are inflated on libuv's thread pool, so a large logo never pauses the API's event loop.
 */
async function checkPng(data: Buffer): Promise<{ width: number; height: number }> {
  let pos = PNG_SIGNATURE.length;
  let header: {
    width: number;
    height: number;
    depth: number;
    colourType: number;
    interlaced: boolean;
  } | null = null;
  let palette = false;
  let ended = false;
  const idat: Buffer[] = [];
  while (pos + 8 <= data.length && !ended) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const body = data.subarray(pos + 8, pos + 8 + length);
    if (body.length !== length || pos + 12 + length > data.length) throw new LogoRefused('truncated PNG');
    if (!header && type !== 'IHDR') throw new LogoRefused('PNG without a header');
    if (type === 'IHDR') {
      if (length !== 13) throw new LogoRefused('bad PNG header');
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        colourType: body[9]!,
        interlaced: body[12] === 1,
      };
      if (body[10] !== 0 || body[11] !== 0) throw new LogoRefused('unknown PNG compression or filter');
      if (body[12]! > 1) throw new LogoRefused('unknown PNG interlace method');
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') ended = true;
    pos += 12 + length;
  }
  if (!header || !ended || idat.length === 0) throw new LogoRefused('incomplete PNG');
  const { width, height, depth, colourType, interlaced } = header;
  const kind = PNG_COLOUR_TYPES[colourType];
  if (!kind?.depths.includes(depth)) throw new LogoRefused('unknown PNG colour type or bit depth');
  if (colourType === 3 && !palette) throw new LogoRefused('indexed PNG without a palette');
  if (width < 1 || height < 1 || width > LOGO_LIMITS.maxSide || height > LOGO_LIMITS.maxSide) {
    throw new LogoRefused(`PNG of ${width}×${height} pixels`);
  }
  const scanlines = pngScanlines(width, height, kind.channels * depth, interlaced);
  const expected = scanlines.reduce((bytes, { rowBytes, rows }) => bytes + rowBytes * rows, 0);
  if (expected > LOGO_LIMITS.maxDecodedBytes) throw new LogoRefused('PNG too large once decoded');
  let pixels: Buffer;
  try {
    pixels = await inflateAsync(Buffer.concat(idat), { maxOutputLength: expected });
  } catch {
    throw new LogoRefused('PNG pixels do not decode');
  }
  if (pixels.length !== expected) throw new LogoRefused('PNG pixels do not match its size');
  let row = 0;
  for (const { rowBytes, rows } of scanlines) {
    for (let i = 0; i < rows; i++, row += rowBytes) {
      if (pixels[row]! > 4) throw new LogoRefused('PNG row with an unknown filter');
    }
  }
  return { width, height };
}

const inflateAsync = promisify(inflate);

/** Adam7's seven passes: the first column and row of each, and its steps across and down. */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * The scanlines of a PNG's pixel stream: one image of `height` rows, or, interlaced, each Adam7 pass's reduced
 * image in turn (a pass with no pixels has no rows). Each row is its filter byte and its packed pixels.
 */
function pngScanlines(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  const rowBytes = (pixels: number) => Math.ceil((pixels * bitsPerPixel) / 8) + 1;
  if (!interlaced) return [{ rowBytes: rowBytes(width), rows: height }];
  return ADAM7.flatMap(([x0, y0, dx, dy]) => {
    const columns = Math.ceil(Math.max(0, width - x0) / dx);
    const rows = Math.ceil(Math.max(0, height - y0) / dy);
    return columns > 0 && rows > 0 ? [{ rowBytes: rowBytes(columns), rows }] : [];
  });
}

/** Start-of-frame markers (baseline, progressive, lossless...), which carry the image's size. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Checks that a JPEG's segments lead to a frame header of a sensible size with 1, 3 or 4 components. */
function checkJpeg(data: Buffer): { width: number; height: number } {
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) throw new LogoRefused('malformed JPEG');
    const marker = data[pos + 1]!;
    pos += 2;
    if (marker === 0xff) {
      pos -= 1; // fill byte
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) continue;
    if (marker === 0xda) break;
    const length = data.readUInt16BE(pos);
    if (length < 2) throw new LogoRefused('malformed JPEG');
    if (JPEG_FRAMES.has(marker)) {
      if (pos + 8 > data.length) break;
      const height = data.readUInt16BE(pos + 3);
      const width = data.readUInt16BE(pos + 5);
      if (![1, 3, 4].includes(data[pos + 7]!)) throw new LogoRefused('JPEG with unusual components');
      if (width < 1 || height < 1 || width > LOGO_LIMITS.maxSide || height > LOGO_LIMITS.maxSide) {
        throw new LogoRefused(`JPEG of ${width}×${height} pixels`);
      }
      return { width, height };
    }
    pos += length;
  }
  throw new LogoRefused('JPEG without a frame header');
}

/** The image's format from its first bytes (whatever the Content-Type said), checked; or why it is refused. */
export async function checkLogoImage(data: Buffer): Promise<LogoImage> {
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { format: 'png', data, ...(await checkPng(data)) };
  }
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { format: 'jpeg', data, ...checkJpeg(data) };
  }
  throw new LogoRefused('neither a PNG nor a JPEG');
}

export interface LogoFetcherOptions {
  /** Private destinations a logo may come from anyway (LOGO_ALLOW_HOSTS). */
  allow: AllowList;
  /** PEM certificates trusted besides the system's (LOGO_CA_FILE), for a logo server with a private CA. */
  extraCa: string | null;
  logger: Logger;
  now?: () => number;
  resolve?: ResolveAll;
}

/**
 * Fetches branding logos for the PDF report with undici: https only (redirects too, at most three), the SSRF
 * guard of webhooks before every connection, one short timeout, a size cap, PNG or JPEG by their bytes. Logos are
 * kept in memory briefly per URL. A logo that cannot be had is null, with a warning: the report goes without it.
 */
export class LogoFetcher implements LogoSource {
  private readonly agent: Agent;
  private readonly policy: SsrfPolicy;
  private readonly kept = new Map<string, { logo: LogoImage | null; until: number }>();
  private readonly pending = new Map<string, Promise<LogoImage | null>>();
  private readonly now: () => number;

  constructor(private readonly options: LogoFetcherOptions) {
    this.policy = { allowHttp: false, allow: options.allow };
    this.now = options.now ?? Date.now;
    this.agent = new Agent({
      connect: {
        lookup: guardedLookup(this.policy, options.resolve ?? systemResolveAll),
        timeout: LOGO_LIMITS.timeoutMs,
        ...(options.extraCa ? { ca: [...rootCertificates, options.extraCa] } : {}),
      },
      headersTimeout: LOGO_LIMITS.timeoutMs,
      bodyTimeout: LOGO_LIMITS.timeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  logo(url: string): Promise<LogoImage | null> {
    const kept = this.kept.get(url);
    if (kept && kept.until > this.now()) return Promise.resolve(kept.logo);
    let pending = this.pending.get(url);
    if (!pending) {
      pending = this.fetchLogo(url).finally(() => this.pending.delete(url));
      this.pending.set(url, pending);
    }
    return pending;
  }

  private async fetchLogo(url: string): Promise<LogoImage | null> {
    let logo: LogoImage | null = null;
    try {
      logo = await this.download(url, AbortSignal.timeout(LOGO_LIMITS.timeoutMs));
    } catch (err) {
      this.options.logger.warn(
        { logo: loggableUrl(url), reason: reasonOf(err) },
        'branding logo not used; the report is made without it',
      );
    }
    this.keep(url, logo);
    return logo;
  }

  private keep(url: string, logo: LogoImage | null) {
    this.kept.delete(url);
    this.kept.set(url, { logo, until: this.now() + (logo ? LOGO_LIMITS.keepMs : LOGO_LIMITS.keepFailureMs) });
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= LOGO_LIMITS.cachedUrls) break;
      this.kept.delete(oldest);
    }
  }

  private async download(start: string, signal: AbortSignal): Promise<LogoImage> {
    let url = start;
    for (let hop = 0; ; hop++) {
      checkWebhookUrl(url, this.policy);
      const response = await request(url, {
        method: 'GET',
        headers: { accept: 'image/png, image/jpeg' },
        dispatcher: this.agent,
        signal,
      });
      // Destroying a body unread emits an abort error; reading it reports its errors through the loop below.
      response.body.on('error', () => {});
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode) && typeof location === 'string') {
        await response.body.dump({ limit: 16 * 1024, signal }).catch(() => {});
        if (hop >= LOGO_LIMITS.maxRedirects) throw new LogoRefused('too many redirects');
        url = new URL(location, url).href;
        continue;
      }
      if (response.statusCode !== 200) {
        await response.body.dump({ limit: 16 * 1024, signal }).catch(() => {});
        throw new LogoRefused(`answered ${response.statusCode}`);
      }
      const type = String(response.headers['content-type'] ?? 'application/octet-stream')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!CONTENT_TYPES.has(type)) {
        response.body.destroy();
        throw new LogoRefused(`Content-Type ${type.slice(0, 60)}`);
      }
      const declared = Number(response.headers['content-length']);
      if (declared > LOGO_LIMITS.maxBytes) {
        response.body.destroy();
        throw new LogoRefused(`larger than ${LOGO_LIMITS.maxBytes} bytes`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > LOGO_LIMITS.maxBytes) {
          response.body.destroy();
          throw new LogoRefused(`larger than ${LOGO_LIMITS.maxBytes} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
      return checkLogoImage(Buffer.concat(chunks));
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

function reasonOf(err: unknown): string {
  if (err instanceof LogoRefused || err instanceof BlockedDestination) return err.message;
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof BlockedDestination) return cause.message;
  const name = (err as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `timed out after ${LOGO_LIMITS.timeoutMs} ms`;
  const code = (err as { code?: string }).code ?? (cause as { code?: string } | undefined)?.code;
  return code ? `request failed (${code})` : 'request failed';
}

export function logoFetcherFromConfig(
  config: { LOGO_ALLOW_HOSTS: string; LOGO_CA_FILE: string },
  logger: Logger,
): LogoFetcher {
  return new LogoFetcher({
    allow: parseAllowList(config.LOGO_ALLOW_HOSTS, 'LOGO_ALLOW_HOSTS'),
    extraCa: config.LOGO_CA_FILE ? readFileSync(config.LOGO_CA_FILE, 'utf8') : null,
    logger,
  });
}

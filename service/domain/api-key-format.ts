import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Role } from '../../shared/contract/common.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARS = 32; // 32 base62 characters carry about 190 bits
const CHECKSUM_CHARS = 6;
const KEY_PATTERN = new RegExp(
  `^aff_(admin|ingest)_([0-9A-Za-z]{${RANDOM_CHARS}})_([0-9A-Za-z]{${CHECKSUM_CHARS}})$`,
);

function toBase62(value: number, width: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < width; i++) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

function checksum(body: string): string {
  return toBase62(crc32(body), CHECKSUM_CHARS);
}

export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

export interface GeneratedKey {
  key: string;
  hash: Buffer;
  prefix: string;
}

export function generateApiKey(role: Role): GeneratedKey {
  let random = '';
  for (let i = 0; i < RANDOM_CHARS; i++) random += BASE62[randomInt(62)];
  const body = `aff_${role}_${random}`;
  const key = `${body}_${checksum(body)}`;
  return { key, hash: hashApiKey(key), prefix: `${body.slice(0, body.length - RANDOM_CHARS + 4)}` };
}

/**
 * Checks a presented key's shape and checksum without touching storage, so typos and forged keys are turned
 * away cheaply. Returns the role the key claims and its hash, or null.
 */
export function parseApiKey(presented: string): { role: Role; hash: Buffer } | null {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return null;
  const [, role, random, sum] = match;
  if (checksum(`aff_${role}_${random}`) !== sum) return null;
  return { role: role as Role, hash: hashApiKey(presented) };
}

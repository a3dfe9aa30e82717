/** FNV-1a's offset basis, where a hash starts. */
export const FNV_BASIS = 0x811c9dc5;
/** One FNV-1a step: the hash so far with one more UTF-16 code unit (a signed 32-bit number). */
export const fnvStep = (h: number, c: number): number => Math.imul(h ^ c, 0x01000193);

/** 32-bit FNV-1a over UTF-16 code units, seeded; fast and stable across platforms and versions. */
export function hashString(s: string, seed = FNV_BASIS): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) h = fnvStep(h, s.charCodeAt(i));
  return h >>> 0;
}

/** Combines two hashes into one (for word pairs), order-sensitive. */
export function combine(a: number, b: number): number {
  let h = Math.imul(a ^ (b + 0x9e3779b9 + (a << 6) + (a >>> 2)), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

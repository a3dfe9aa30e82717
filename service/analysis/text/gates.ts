/**
 * Which of several lists of gate strings a text holds one of, found in one pass over the text: each gate is indexed
 * by its first two characters, so a text of n characters costs n look-ups in a bitmap and a comparison only where a
 * gate's two characters stand, instead of one search of the text per gate.
 */

/** Slots of the bitmap of character pairs (a pair's slot is pairSlot). */
const PAIR_SLOTS = 1 << 12;

function pairSlot(first: number, second: number): number {
  return (Math.imul(first, 0x9e3779b1) ^ Math.imul(second, 0x85ebca6b)) >>> 20;
}

interface Gate {
  text: string;
  list: number;
}

export class Gates {
  private readonly pairs = new Uint32Array(PAIR_SLOTS / 32);
  /** By the first two characters' codes (first × 65536 + second): the gates that start with them. */
  private readonly byPair = new Map<number, Gate[]>();
  /** Gates of one character, looked for with a plain search. */
  private readonly single: Gate[] = [];

  constructor(lists: readonly (readonly string[])[]) {
    lists.forEach((gates, list) => {
      for (const text of gates) {
        if (text.length === 0)
          throw new Error(`list ${list} holds an empty gate, which every text would hold`);
        if (text.length === 1) {
          this.single.push({ text, list });
          continue;
        }
        const first = text.charCodeAt(0);
        const second = text.charCodeAt(1);
        const slot = pairSlot(first, second);
        this.pairs[slot >>> 5] = this.pairs[slot >>> 5]! | (1 << (slot & 31));
        const key = first * 65536 + second;
        const at = this.byPair.get(key) ?? [];
        at.push({ text, list });
        this.byPair.set(key, at);
      }
    });
  }

  /** Sets held[list] to 1 for each list one of whose gates `text` holds, and to 0 for the others. */
  holds(text: string, held: Uint8Array): void {
    held.fill(0);
    for (const gate of this.single) if (text.includes(gate.text)) held[gate.list] = 1;
    const { pairs } = this;
    let second = text.charCodeAt(0);
    for (let i = 0; i + 1 < text.length; i++) {
      const first = second;
      second = text.charCodeAt(i + 1);
      const slot = pairSlot(first, second);
      if ((pairs[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      const gates = this.byPair.get(first * 65536 + second);
      if (gates === undefined) continue;
      for (const gate of gates)
        if (held[gate.list] === 0 && text.startsWith(gate.text, i)) held[gate.list] = 1;
    }
  }
}

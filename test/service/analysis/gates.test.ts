import { describe, expect, it } from 'vitest';
import { rng } from '../../../service/analysis/model/softmax.js';
import { Gates } from '../../../service/analysis/text/gates.js';

const held = (lists: string[][], text: string) => {
  const out = new Uint8Array(lists.length);
  new Gates(lists).holds(text, out);
  return [...out];
};

describe('Gates', () => {
  it('tells which lists a text holds a gate of, wherever it stands', () => {
    const lists = [['kill'], ['killer', 'no cap'], ['death of me'], ['🔥', '/10']];
    expect(held(lists, 'the killer feature')).toEqual([1, 1, 0, 0]);
    expect(held(lists, 'no cap')).toEqual([0, 1, 0, 0]);
    expect(held(lists, 'this is the death of me 🔥')).toEqual([0, 0, 1, 1]);
    expect(held(lists, 'solid 9/10')).toEqual([0, 0, 0, 1]);
    expect(held(lists, 'nothing here, not a kil')).toEqual([0, 0, 0, 0]);
    expect(held(lists, '')).toEqual([0, 0, 0, 0]);
  });

  it('reads gates of one character', () => {
    expect(held([['x'], ['ab']], 'a text with an x')).toEqual([1, 0]);
    expect(held([['x'], ['ab']], 'x')).toEqual([1, 0]);
  });

  it('refuses an empty gate, which every text would hold', () => {
    expect(() => new Gates([['ok', '']])).toThrow(/empty gate/);
  });

  it('agrees with searching the text for every gate', () => {
    const random = rng(7);
    const pick = (chars: string, n: number) =>
      Array.from({ length: n }, () => chars[Math.floor(random() * chars.length)]).join('');
    const lists = Array.from({ length: 30 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick('abc d', 1 + Math.floor(random() * 4))),
    );
    const gates = new Gates(lists);
    const out = new Uint8Array(lists.length);
    for (let n = 0; n < 2000; n++) {
      const text = pick('abc d', Math.floor(random() * 12));
      gates.holds(text, out);
      expect([...out], text).toEqual(lists.map((gs) => (gs.some((g) => text.includes(g)) ? 1 : 0)));
    }
  });
});

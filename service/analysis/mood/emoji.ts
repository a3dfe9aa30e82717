/**
 * A message of emoji alone ("👍", "🎉🎉", "😡", "😭"): its reaction is its mood. The models learned from text and
 * read most such messages as neutral ("😡" as neutral at valence −0.39, "🎉🎉" as neutral at 0.03). Each emoji below
 * has the mood a reader gives it; a message whose emoji all share one mood gets that mood.
 */
import type { Mood } from '../signal.js';

const MOODS_OF: [Mood, string][] = [
  ['joy', '😀😃😄😁😆😊🙂😍🥰😘😎🤩🥳🎉🎊👍👏🙌💪💖💯✅🚀🙏😂🤣♥❤💕💗💙💚💛💜🤗😇😋😉✨⭐👌✌🍰🎂🎁🍻🥂'],
  ['sadness', '😞😔🙁☹😣😖😫😩😢😭💔🥺😥😓😪'],
  ['anger', '😤😠😡🤬👎🙄😒🤦'],
  ['fear', '😱😨😰😟😬😧'],
  ['surprise', '😮😲😯🤯😳'],
  ['disgust', '🤢🤮'],
];
const MOOD_OF = new Map<string, Mood>(MOODS_OF.flatMap(([mood, chars]) => [...chars].map((c) => [c, mood])));

const SKIN_TONES = [0x1f3fb, 0x1f3ff];
const PUNCTUATION = new Set([...'!?.,…']);
/** What may stand beside the emoji: spaces, punctuation, the emoji variation selector, joiners and skin tones. */
function beside(c: string): boolean {
  const code = c.codePointAt(0)!;
  return (
    c.trim() === '' ||
    PUNCTUATION.has(c) ||
    code === 0xfe0f ||
    code === 0x200d ||
    (code >= SKIN_TONES[0]! && code <= SKIN_TONES[1]!)
  );
}

/** The mood every emoji of an emoji-only message shares, or null (words, no emoji, or emoji of mixed moods). */
export function emojiOnlyMood(text: string): Mood | null {
  let mood: Mood | null = null;
  for (const c of text) {
    if (beside(c)) continue;
    const m = MOOD_OF.get(c);
    if (m === undefined || (mood !== null && m !== mood)) return null;
    mood = m;
  }
  return mood;
}

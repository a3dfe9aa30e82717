import { TOPICS, type Topic } from '../signal.js';
import { CueBook } from '../text/phrases.js';
import { TAXONOMY } from './taxonomy.js';

const BOOK = new CueBook<Topic>(TOPICS.map((t) => [t, TAXONOMY[t].cues] as const));

/** Topics whose cues occur in the normalised text, in taxonomy order. */
export function detectTopics(norm: string): Topic[] {
  const found = BOOK.scan(norm);
  return TOPICS.filter((t) => found.has(t));
}

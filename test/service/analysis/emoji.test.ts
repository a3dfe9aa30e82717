import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { emojiOnlyMood } from '../../../service/analysis/mood/emoji.js';
import { withEmoji } from '../../../service/analysis/text/shortcodes.js';

describe('emoji written as short names', () => {
  it('reads Slack and GitHub short names as the emoji, skin tones included, and leaves other colons alone', () => {
    expect(withEmoji(':tada: we shipped it! :+1::skin-tone-3:')).toBe('🎉 we shipped it! 👍');
    expect(withEmoji('the build is broken again :rage:')).toBe('the build is broken again 😡');
    expect(withEmoji('meeting at 10:30:00, see :not_an_emoji: and std::vector')).toBe(
      'meeting at 10:30:00, see :not_an_emoji: and std::vector',
    );
  });

  it('keeps the names out of keyphrases ("rage", "sob" were keyphrases)', () => {
    expect(analyse('the build is broken again :rage:').keyphrases).not.toContain('rage');
    expect(analyse(':sob: my PR got rejected').keyphrases).not.toContain('sob');
  });

  it('reads a message of short names alone as its emoji (it got the unread signal of a foreign text)', () => {
    const signal = analyse(':tada: :tada:');
    expect(signal.lang).toBe('und');
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThanOrEqual(0.5);
  });
});

describe('a message of emoji alone', () => {
  it.each([
    ['👍', 'joy', 'neutral at valence 0.14'],
    ['🎉🎉', 'joy', 'neutral at 0.03'],
    ['👍🏽👍', 'joy', 'neutral'],
    ['😡', 'anger', 'neutral at −0.39'],
    ['🙄', 'anger', 'neutral at −0.13'],
    ['😭', 'sadness', 'sadness at −0.07'],
    ['😱', 'fear', 'neutral at −0.05'],
    [':+1:', 'joy', 'neutral'],
  ])('reads %j as %s with a clear polarity (before: %s)', (text, mood) => {
    const signal = analyse(text);
    expect(signal.mood).toBe(mood);
    if (mood === 'joy') expect(signal.valence).toBeGreaterThanOrEqual(0.5);
    else expect(signal.valence).toBeLessThanOrEqual(-0.5);
  });

  it('reads no shared mood in emoji of mixed moods, in emoji beside words, or in emoji it does not list', () => {
    expect(emojiOnlyMood('😂😭')).toBeNull();
    expect(emojiOnlyMood('👍 thanks')).toBeNull();
    expect(emojiOnlyMood('💀')).toBeNull();
    expect(emojiOnlyMood('!!!')).toBeNull();
    expect(emojiOnlyMood('❤️ 🙌🏾!')).toBe('joy');
  });
});

describe('a release told by who made it', () => {
  it('reads ":tada: we shipped it!" as good news (before: neutral at valence −0.01)', () => {
    const signal = analyse(':tada: we shipped it!');
    expect(signal.mood).toBe('joy');
    expect(signal.valence).toBeGreaterThanOrEqual(0.2);
    expect(analyse('if we shipped it!').mood).not.toBe('joy');
  });
});

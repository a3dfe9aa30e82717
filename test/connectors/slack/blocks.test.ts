import { describe, expect, it } from 'vitest';
import { cutMrkdwn, renderMessage, SECTION_CHARS } from '../../../connectors/slack/render/blocks.js';
import { slackDate } from '../../../connectors/slack/render/mrkdwn.js';

describe("Block Kit within Slack's limits", () => {
  it('should leave text within the limit as it is', () => {
    expect(cutMrkdwn('a &amp; b', 9)).toBe('a &amp; b');
  });

  it('should never split a date, link or mention token, nor an escape', () => {
    const date = slackDate(new Date('2026-11-23T10:00:00Z'));
    const text = `${'x'.repeat(20)}${date} tail`;
    for (let max = 21; max < 20 + date.length; max++) {
      const cut = cutMrkdwn(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut).toBe(`${'x'.repeat(20)}…`);
    }
    for (let max = 3; max < 9; max++) {
      const cut = cutMrkdwn('ab&amp;cd&lt;', max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut).toMatch(/^(a|ab|ab&amp;c?d?)…$/);
    }
  });

  it('should not split a surrogate pair', () => {
    expect(cutMrkdwn(`ab${'🔥'}cd`, 4)).toBe('ab…');
  });

  it('should cut sections and context blocks alike', () => {
    const long = `${'word &amp; '.repeat(600)}<!date^1800000000^{date_short_pretty}|2027-01-15>`;
    const { blocks } = renderMessage({
      text: 'x',
      blocks: [
        { kind: 'text', text: long },
        { kind: 'note', text: long },
      ],
    });
    const [section, context] = blocks as any[];
    expect(section.text.text.length).toBeLessThanOrEqual(SECTION_CHARS);
    expect(section.text.text).toMatch(/(&amp; |word )+…$/);
    expect(context.elements[0].text.length).toBeLessThanOrEqual(2000);
    expect(context.elements[0].text).not.toMatch(/&(a|am|amp)?…$/);
  });
});

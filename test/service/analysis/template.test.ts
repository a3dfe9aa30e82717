import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { withoutTemplate } from '../../../service/analysis/text/template.js';

const FILLED = `<!-- Please fill in this template. Pull requests without a description are a waste of time for
reviewers and will be closed. Did you even run the tests? -->
## Summary
Adds a dark mode toggle to the settings page.

- [x] Tests added
- [ ] Breaking change
`;

describe('the words of a template', () => {
  it("drops hidden comments, keeping the author's words and the boxes, ticked or not", () => {
    const kept = withoutTemplate(FILLED);
    expect(kept).toContain('Adds a dark mode toggle to the settings page.');
    expect(kept).toContain('- [x] Tests added');
    expect(kept).toContain('- [ ] Breaking change');
    expect(kept).not.toContain('waste of time');
  });

  it('drops an unclosed comment to the end, and reads a text that is only a comment whole', () => {
    expect(withoutTemplate('Fixes the login page. <!-- describe your change')).toBe(
      'Fixes the login page.  ',
    );
    const only = '<!-- Please describe your change -->';
    expect(withoutTemplate(only)).toBe(only);
    expect(withoutTemplate('no template here')).toBe('no template here');
  });

  it("reads a filled-in template by the author's words (before: frustration, conflict, valence −0.20)", () => {
    const signal = analyse(FILLED);
    expect(signal.states).toEqual([]);
    expect(signal.valence).toBeGreaterThan(-0.2);
  });

  it("keeps the reading of the author's own words beside a comment", () => {
    const signal = analyse(
      '<!-- describe your change -->\nThis is the third time the build broke this week, ugh',
    );
    expect(signal.states).toContain('frustration');
  });
});

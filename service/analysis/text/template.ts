/**
 * What a form put into a message, not its author: the hidden comments of a pull-request or issue template
 * ("<!-- Thanks for submitting a pull request! Please provide enough information… -->", "<!-- For example, 'I'm
 * always frustrated when…' -->"). The readers do not see them: their words ("thanks", "frustrated") are the
 * template's. Boxes stay, ticked or not: an unticked one may be the author's own to-do ("- [ ] fix the crash on
 * login"). A text that is nothing but a hidden comment is read whole. Linear in the text.
 */
const HIDDEN_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const READABLE = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/** The text without its template's hidden comments, unless nothing readable would be left. */
export function withoutTemplate(text: string): string {
  if (!text.includes('<!--')) return text;
  const kept = text.replace(HIDDEN_COMMENT, ' ');
  return READABLE.test(kept) ? kept : text;
}

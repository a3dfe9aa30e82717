import { z } from 'zod';
import { Label, Timestamp } from './common.js';
import { RiskLevel } from './profiles.js';

/**
 * Skill cards: short, practical help sent privately to a person who asked for support (Brain tier), and the
 * organisation's own catalogue of them. Bodies are a small markdown subset that every chat platform renders:
 * paragraphs, `**bold**`, `_italic_`, lists (`- ` or `1. `) and links to https pages.
 */

export const MAX_SKILL_CARDS = 50;
const MAX_BODY = 2_000;

const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;
const FORBIDDEN: { pattern: RegExp; message: string }[] = [
  { pattern: /<\/?[A-Za-z!][^>]*>/, message: 'must not contain HTML tags' },
  { pattern: /!\[/, message: 'must not contain images' },
  { pattern: /^\s{0,3}#/m, message: 'must not contain headings' },
  { pattern: /^\s{0,3}(```|~~~)/m, message: 'must not contain code blocks' },
  { pattern: /^\s{0,3}>/m, message: 'must not contain block quotes' },
  { pattern: /^\s*\|.*\|\s*$/m, message: 'must not contain tables' },
];

/** Problems with a body against the markdown subset, as messages; empty when it is fine. */
export function markdownProblems(body: string): string[] {
  const problems = FORBIDDEN.filter(({ pattern }) => pattern.test(body)).map(({ message }) => message);
  for (const [, , url] of body.matchAll(LINK)) {
    if (!isHttpsUrl(url ?? '')) problems.push(`link "${url}" must be an https URL`);
  }
  return problems;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const Markdown = z
  .string()
  .trim()
  .min(1)
  .max(MAX_BODY)
  .superRefine((body, ctx) => {
    for (const message of markdownProblems(body)) ctx.addIssue({ code: 'custom', message });
  })
  .meta({
    description: `Markdown subset: paragraphs, **bold**, _italic_, lists, https links; at most ${MAX_BODY} characters`,
  });

export const HttpsUrl = z
  .url({ protocol: /^https$/ })
  .max(2_000)
  .meta({ description: 'An https URL' });

const names = z.array(Label(64)).max(40);

export const SkillCardTriggers = z
  .strictObject({
    states: names
      .default([])
      .meta({ description: 'Psychological states (any of them) that call for the card' }),
    themes: names.default([]).meta({ description: 'Topics or crisis themes (any of them)' }),
    risk_levels: z
      .array(RiskLevel.exclude(['none']))
      .max(2)
      .default([]),
    min_distress: z.number().min(0).max(10).nullable().default(null).meta({
      description: 'The card fits a message at least this distressed (with the other triggers, if any)',
    }),
  })
  .refine(
    (t) => t.states.length + t.themes.length + t.risk_levels.length > 0 || t.min_distress !== null,
    'name at least one state, theme or risk level, or a min_distress',
  );
export type SkillCardTriggers = z.infer<typeof SkillCardTriggers>;

export const SkillCardInput = z
  .strictObject({
    title: Label(120),
    body: Markdown,
    resources: z
      .array(z.strictObject({ label: Label(100), url: HttpsUrl }))
      .max(10)
      .default([]),
    triggers: SkillCardTriggers,
    tones: z
      .strictObject({
        community: Markdown.optional(),
        corporate: Markdown.optional(),
        clinical: Markdown.optional(),
      })
      .default({})
      .meta({ description: 'The body worded for a tone; a tone left out uses `body`' }),
  })
  .meta({ id: 'SkillCardInput' });
export type SkillCardInput = z.infer<typeof SkillCardInput>;

export const SkillCard = SkillCardInput.extend({
  id: z.uuid(),
  created_at: Timestamp,
  updated_at: Timestamp,
}).meta({ id: 'SkillCard' });
export type SkillCard = z.infer<typeof SkillCard>;

export const SkillCardList = z.object({ cards: z.array(SkillCard) }).meta({ id: 'SkillCardList' });
export type SkillCardList = z.infer<typeof SkillCardList>;

export const ReplaceSkillCardsRequest = z
  .strictObject({ cards: z.array(SkillCardInput).max(MAX_SKILL_CARDS) })
  .meta({
    id: 'ReplaceSkillCardsRequest',
    description: 'The whole catalogue, in order; it replaces the current one',
  });
export type ReplaceSkillCardsRequest = z.infer<typeof ReplaceSkillCardsRequest>;

import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';

/**
 * Server-rendered templates (Eta): every value is HTML-escaped unless a template asks otherwise, and the pages
 * need no build step and no client framework, so `npm start` serves them as they are.
 */
export const views = new Eta({
  views: fileURLToPath(new URL('./views', import.meta.url)),
  autoEscape: true,
  cache: true,
});

/** JSON safe to place inside a `<script type="application/json">` element: no `<` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

import type { Response } from 'express';
import type { z } from 'zod';
import type { Tier } from '../../../shared/contract/common.js';
import type { Branding } from '../../../shared/contract/configure.js';
import { issuesToDetails } from '../../api/validation.js';
import { ApiError, InvalidRequest } from '../../domain/errors.js';
import { pageBranding } from '../branding/branding.js';
import { setPageHeaders } from '../headers.js';
import { views } from '../views.js';
import { sessionOf } from './session.js';

export const ADMIN_PAGES = [
  { path: 'overview', label: 'Overview' },
  { path: 'configuration', label: 'Configuration' },
  { path: 'members', label: 'Cohort members' },
  { path: 'keys', label: 'API keys' },
  { path: 'webhooks', label: 'Webhooks' },
  { path: 'embeds', label: 'Embeds' },
  { path: 'data', label: 'Data' },
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number]['path'];

/** The Pulse tier has the overview only; the other pages configure what only the Signal tier and up include. */
export function pagesOfTier(tier: Tier): AdminPage[] {
  return tier === 'pulse' ? ['overview'] : ADMIN_PAGES.map((page) => page.path);
}

/** A failed action as a page shows it: the API's own message and one line per bad field. */
export interface Problem {
  message: string;
  details: string[];
}

export function problemOf(err: unknown): Problem {
  if (!(err instanceof ApiError)) throw err;
  return { message: err.message, details: err.details.map((d) => `${d.path}: ${d.message}`) };
}

/** Parses a form-built request with the API's own schema, failing as the API would. */
export function parseForm<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = issuesToDetails(result.error.issues, 'body');
  throw new InvalidRequest('Some fields are invalid.', details);
}

/** Runs an action and returns its result, or the problem to show when it was refused. */
export async function attempt<T>(action: () => Promise<T>): Promise<{ value?: T; problem?: Problem }> {
  try {
    return { value: await action() };
  } catch (err) {
    return { problem: problemOf(err) };
  }
}

/** The branding the session's pages show: a Brain organisation's, else none. */
export function setAdminBranding(res: Response, branding: Branding | null) {
  res.locals.branding = branding;
}

export function renderAdmin(res: Response, page: AdminPage, data: Record<string, unknown>, status = 200) {
  const session = sessionOf(res);
  const allowed = pagesOfTier(session.auth.org.tier);
  const branding = pageBranding((res.locals.branding as Branding | null | undefined) ?? null);
  setPageHeaders(res, [], branding);
  res
    .status(status)
    .type('html')
    .send(
      views.render(`./admin/${page}`, {
        title: `${ADMIN_PAGES.find((p) => p.path === page)!.label} · ${session.auth.org.name} · ${branding?.productName ?? 'Affective'} admin`,
        page,
        branding,
        nav: ADMIN_PAGES.filter((p) => allowed.includes(p.path)),
        csrf: session.csrfToken,
        org: session.auth.org,
        ...data,
      }),
    );
}

/** Form fields as strings: a missing field is empty, a repeated one (checkboxes) a list. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function fieldList(body: unknown, name: string): string[] {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** A comma-separated field as a list of trimmed values; undefined when empty. */
export function commaList(body: unknown, name: string): string[] | undefined {
  const values = field(body, name)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
}

/** A numeric field as a number when it reads as one, else as typed, so the schema names the mistake. */
export function numberField(body: unknown, name: string): number | string | undefined {
  const raw = field(body, name);
  if (raw === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : raw;
}

/** A form post without the session's CSRF token: refused, nothing done. */
export function refuseForgery(res: Response) {
  setPageHeaders(res, []);
  res
    .status(403)
    .type('text/plain')
    .send('This form was not sent from a page of this session. Reload the page and try again.');
}

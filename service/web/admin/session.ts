import { randomBytes } from 'node:crypto';
import { parse as parseCookies, serialize } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import type { ServiceContext } from '../../context.js';
import { type AdminSession, SESSION_HOURS, sameToken } from '../../domain/admin-sessions.js';
import { overHttps } from '../request-origin.js';

const SESSION_COOKIE = 'aff_admin';
/** Double-submit token of the sign-in form, the one form posted before there is a session. */
const SIGN_IN_COOKIE = 'aff_sign_in';

export function readCookie(req: Request, name: string): string | undefined {
  return parseCookies(req.get('cookie') ?? '')[name];
}

function setCookie(req: Request, res: Response, name: string, value: string, maxAgeSeconds: number) {
  res.append(
    'Set-Cookie',
    serialize(name, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: overHttps(req),
      path: '/admin',
      maxAge: maxAgeSeconds,
    }),
  );
}

export function startSession(req: Request, res: Response, token: string) {
  setCookie(req, res, SESSION_COOKIE, token, SESSION_HOURS * 3_600);
  setCookie(req, res, SIGN_IN_COOKIE, '', 0);
}

export function endSession(req: Request, res: Response) {
  setCookie(req, res, SESSION_COOKIE, '', 0);
}

export const sessionToken = (req: Request) => readCookie(req, SESSION_COOKIE);

/** The sign-in form's CSRF token: the cookie's when it has one, else a new one set now. */
export function signInToken(req: Request, res: Response): string {
  const existing = readCookie(req, SIGN_IN_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  setCookie(req, res, SIGN_IN_COOKIE, token, 3_600);
  return token;
}

export function signInTokenMatches(req: Request): boolean {
  const cookie = readCookie(req, SIGN_IN_COOKIE);
  const field = (req.body as Record<string, unknown> | undefined)?._csrf;
  return typeof cookie === 'string' && typeof field === 'string' && sameToken(cookie, field);
}

export function sessionOf(res: Response): AdminSession {
  return res.locals.session as AdminSession;
}

/** Resumes the session of the cookie, or sends the browser to sign in. */
export function requireSession(ctx: ServiceContext) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = sessionToken(req);
    const session = token ? await ctx.adminSessions.resume(token) : null;
    if (!session) {
      res.redirect(303, '/admin/sign-in');
      return;
    }
    res.locals.session = session;
    next();
  };
}

/** Every form post of a session must carry the session's CSRF token. */
export function csrfMatches(req: Request, res: Response): boolean {
  const field = (req.body as Record<string, unknown> | undefined)?._csrf;
  return typeof field === 'string' && sameToken(field, sessionOf(res).csrfToken);
}

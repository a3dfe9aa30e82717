import type { Request } from 'express';

/**
 * Whether the browser reached us over HTTPS, directly or through a proxy that says so. Trusting the header is
 * safe for what it decides here (a cookie's Secure flag, the scheme of a link shown to the caller): a client that
 * lies about it only harms its own requests.
 */
export function overHttps(req: Request): boolean {
  return req.secure || req.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The origin the caller used to reach the service, for links handed back to it. */
export function publicOrigin(req: Request): string {
  return `${overHttps(req) ? 'https' : req.protocol}://${req.get('host')}`;
}

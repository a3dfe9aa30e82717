import type { Response } from 'express';

/**
 * Headers of every web page: a strict Content-Security-Policy (scripts, styles and images from this origin only,
 * no inline script) with the framing rule given, no referrer (an embed URL carries its token) and no caching.
 */
export function setPageHeaders(
  res: Response,
  frameAncestors: string[],
  branding: { imageOrigin: string | null; style: { cspSource: string } | null } | null = null,
) {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  res.set({
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      `style-src 'self'${branding?.style ? ` ${branding.style.cspSource}` : ''}`,
      `img-src 'self' data:${branding?.imageOrigin ? ` ${branding.imageOrigin}` : ''}`,
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
  });
  // CSP frame-ancestors decides framing; X-Frame-Options could only say "this origin" or "nobody".
  if (frameAncestors.length > 0) res.removeHeader('X-Frame-Options');
  else res.set('X-Frame-Options', 'DENY');
}

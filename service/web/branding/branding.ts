import { createHash } from 'node:crypto';
import type { Branding } from '../../../shared/contract/configure.js';

/** What a page shows of an organisation's white-label branding (Brain tier), ready for the template. */
export interface PageBranding {
  productName: string;
  logoUrl: string | null;
  /** An inline stylesheet setting the accent colour, and the CSP source that allows exactly it. */
  style: { css: string; cspSource: string } | null;
  /** The logo's origin, which the page's CSP must allow images from. */
  imageOrigin: string | null;
}

export function pageBranding(branding: Branding | null): PageBranding | null {
  if (!branding) return null;
  // The colour was validated as #rrggbb, so it cannot break out of the declaration.
  const css = branding.accent_colour ? `:root{--accent:${branding.accent_colour}}` : null;
  return {
    productName: branding.product_name,
    logoUrl: branding.logo_url,
    style:
      css === null
        ? null
        : { css, cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'` },
    imageOrigin: branding.logo_url ? new URL(branding.logo_url).origin : null,
  };
}

import type { Response, Router } from 'express';
import { LAYERS, type Tier, TONES } from '../../../../shared/contract/common.js';
import { ConfigureRequest, MAX_TONE_OVERRIDES } from '../../../../shared/contract/configure.js';
import type { ServiceContext } from '../../../context.js';
import {
  attempt,
  commaList,
  field,
  fieldList,
  numberField,
  parseForm,
  refuseForgery,
  renderAdmin,
  setAdminBranding,
} from '../render.js';
import { csrfMatches, sessionOf } from '../session.js';

const DIMENSIONS = ['team', 'department', 'age_range', 'tenure', 'tags'] as const;

/** The branding fields (Brain tier): all empty is no branding; anything else is checked by the API's schema. */
function brandingBody(body: unknown) {
  const [product_name, logo_url, accent_colour] = ['product_name', 'logo_url', 'accent_colour'].map((name) =>
    field(body, `branding_${name}`),
  );
  if (!product_name && !logo_url && !accent_colour) return null;
  return { product_name, logo_url: logo_url || null, accent_colour: accent_colour || null };
}

/** Blank rows the form offers for new tone overrides, within the API's limit. */
const BLANK_TONE_ROWS = 2;

/**
 * The tone-per-source rows (Brain tier): the i-th prefix goes with the i-th tone; a row with an empty prefix is
 * left out, which is how a row is removed.
 */
function toneOverridesBody(body: unknown) {
  const tones = fieldList(body, 'tone_tone');
  return fieldList(body, 'tone_prefix').flatMap((prefix, i) =>
    prefix.trim() ? [{ source_prefix: prefix.trim(), tone: tones[i] }] : [],
  );
}

/** The form as a `POST /configure` body: every field is sent, so the stored configuration is what the form shows. */
function configureBody(body: unknown, tier: Tier) {
  return {
    ...(tier === 'brain' ? { branding: brandingBody(body), tone_overrides: toneOverridesBody(body) } : {}),
    anon_floor: numberField(body, 'anon_floor'),
    alert_threshold: numberField(body, 'alert_threshold'),
    svc_tone: (body as Record<string, unknown>).svc_tone,
    active_layers: fieldList(body, 'active_layers'),
    cohort_filters: Object.fromEntries(
      DIMENSIONS.map((d) => [d, commaList(body, `filter_${d}`)]).filter(([, values]) => values !== undefined),
    ),
  };
}

export function configurationPage(router: Router, ctx: ServiceContext) {
  const show = async (res: Response, extra: Record<string, unknown> = {}) => {
    const { auth } = sessionOf(res);
    const config = await ctx.configure.describe(auth.org.id, auth.org.tier);
    // After a save the page shows the branding just stored.
    if (auth.org.tier === 'brain') setAdminBranding(res, config.branding);
    renderAdmin(
      res,
      'configuration',
      {
        config,
        layers: LAYERS,
        tones: TONES,
        dimensions: DIMENSIONS,
        brandable: auth.org.tier === 'brain',
        toneRows: [
          ...config.tone_overrides,
          ...Array.from(
            { length: Math.min(BLANK_TONE_ROWS, MAX_TONE_OVERRIDES - config.tone_overrides.length) },
            () => ({
              source_prefix: '',
              tone: config.svc_tone,
            }),
          ),
        ],
        ...extra,
      },
      extra.problem ? 400 : 200,
    );
  };

  router.get('/configuration', (_req, res) => show(res));
  router.post('/configuration', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { auth } = sessionOf(res);
    const { value, problem } = await attempt(() =>
      ctx.configure.apply(
        auth.org.id,
        auth.org.tier,
        parseForm(ConfigureRequest, configureBody(req.body, auth.org.tier)),
      ),
    );
    await show(
      res,
      value
        ? { done: `Saved: configuration ${value.config_id}, cohort of ${value.cohort_size} people.` }
        : { problem },
    );
  });
}

import { IdParams } from '../../../shared/contract/common.js';
import {
  CreatedEmbed,
  CreateEmbedRequest,
  type EmbedInfo,
  EmbedInfo as EmbedInfoSchema,
  EmbedList,
} from '../../../shared/contract/embeds.js';
import type { ServiceContext } from '../../context.js';
import type { Embed } from '../../store/repositories/embeds.repository.js';
import { publicOrigin } from '../../web/request-origin.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function embedInfo(embed: Embed): EmbedInfo {
  return {
    embed_id: embed.id,
    window: embed.window,
    layers: embed.layers,
    cohort_filters: embed.cohortFilters,
    allowed_origins: embed.allowedOrigins,
    theme: embed.theme,
    created_at: embed.createdAt.toISOString(),
    expires_at: embed.expiresAt.toISOString(),
    revoked_at: embed.revokedAt?.toISOString() ?? null,
  };
}

/** The page URL of a token, on the host the request came to. */
export const embedUrl = (origin: string, token: string) => `${origin}/embed/${token}`;

export function embedsRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/embeds',
      operationId: 'createEmbed',
      summary: 'Create a read-only dashboard embed',
      description:
        'The URL carries a random token, shown once; only its SHA-256 digest is stored. The page shows the fixed window, layers and cohort, and may be framed only by `allowed_origins`.',
      tag: 'Embeds',
      access: 'admin',
      body: CreateEmbedRequest,
      responses: { 201: { description: 'Embed created', schema: CreatedEmbed }, ...errorResponses },
      handle: async ({ body, auth, req }) => {
        const { embed, token } = await ctx.embeds.create(auth.org, body);
        return {
          status: 201,
          body: {
            embed_id: embed.id,
            url: embedUrl(publicOrigin(req), token),
            expires_at: embed.expiresAt.toISOString(),
          },
        };
      },
    }),
    route({
      method: 'get',
      path: '/embeds',
      operationId: 'listEmbeds',
      summary: 'List the organisation’s embeds',
      tag: 'Embeds',
      access: 'admin',
      responses: { 200: { description: 'Embeds, without tokens', schema: EmbedList }, ...errorResponses },
      handle: async ({ auth }) => ({ body: { embeds: (await ctx.embeds.list(auth.org.id)).map(embedInfo) } }),
    }),
    route({
      method: 'delete',
      path: '/embeds/:id',
      operationId: 'revokeEmbed',
      summary: 'Revoke an embed',
      description: 'Its page answers 404 from now on.',
      tag: 'Embeds',
      access: 'admin',
      params: IdParams,
      responses: { 200: { description: 'Embed revoked', schema: EmbedInfoSchema }, ...errorResponses },
      handle: async ({ params, auth }) => ({
        body: embedInfo(await ctx.embeds.revoke(auth.org.id, params.id)),
      }),
    }),
  ];
}

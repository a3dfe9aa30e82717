import { createHash, randomBytes } from 'node:crypto';
import type { Window } from '../../shared/contract/common.js';
import type { CreateEmbedRequest } from '../../shared/contract/embeds.js';
import type { Clock } from '../../shared/runtime/clock.js';
import type { Pool } from '../../shared/runtime/pool.js';
import { type Embed, EmbedsRepository } from '../store/repositories/embeds.repository.js';
import type { Org } from '../store/repositories/orgs.repository.js';
import type { AuthContext } from './auth.js';
import { ConfigureService } from './configure.js';
import { NotFound, TierRestricted } from './errors.js';
import { layersOfTier, windowsOfTier } from './tiers.js';

const DEFAULT_WINDOW: Window = '30d';
const DEFAULT_EXPIRES_IN_SECONDS = 30 * 86_400;
const TOKEN_PREFIX = 'emb_';
/** 256 random bits: like API keys, a fast digest is the right hash (nothing to brute-force). */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^emb_[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => createHash('sha256').update(token).digest();

/** An embed as an open page sees it: the embed, and a read-only caller of its organisation. */
export interface OpenedEmbed {
  embed: Embed;
  auth: AuthContext;
}

/**
 * Read-only dashboard embeds. An embed fixes what its page shows (window, layers, cohort, theme) and which
 * origins may frame it; its URL carries a random token of which only the SHA-256 digest is stored.
 */
export class EmbedsService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async create(org: Org, request: CreateEmbedRequest): Promise<{ embed: Embed; token: string }> {
    const window = request.window ?? DEFAULT_WINDOW;
    if (!windowsOfTier(org.tier).includes(window)) {
      throw new TierRestricted(
        `The ${org.tier} tier includes the windows ${windowsOfTier(org.tier).join(', ')}; ${window} is not one of them.`,
      );
    }
    const allowed = layersOfTier(org.tier);
    const outside = (request.layers ?? []).filter((layer) => !allowed.includes(layer));
    if (outside.length > 0) {
      throw new TierRestricted(`The ${org.tier} tier does not include the layer(s): ${outside.join(', ')}.`);
    }
    const cohortFilters =
      request.cohort_filters ??
      (await new ConfigureService(this.pool, this.clock).current(org.id)).cohortFilters;
    const token = TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.clock.now();
    const embed = await new EmbedsRepository(this.pool).create({
      orgId: org.id,
      tokenHash: digest(token),
      window,
      layers: [...new Set(request.layers ?? allowed)],
      cohortFilters,
      allowedOrigins: [...new Set(request.allowed_origins ?? [])],
      theme: request.theme ?? 'auto',
      createdAt: now,
      expiresAt: new Date(now.getTime() + (request.expires_in ?? DEFAULT_EXPIRES_IN_SECONDS) * 1_000),
    });
    return { embed, token };
  }

  list(orgId: string): Promise<Embed[]> {
    return new EmbedsRepository(this.pool).listByOrg(orgId);
  }

  async revoke(orgId: string, id: string): Promise<Embed> {
    const revoked = await new EmbedsRepository(this.pool).revoke(orgId, id, this.clock.now());
    if (!revoked) throw new NotFound(`No embed with id ${id}.`);
    return revoked;
  }

  /** The embed of a token, or null when the token is malformed, unknown, revoked or expired. */
  async open(token: string): Promise<OpenedEmbed | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const found = await new EmbedsRepository(this.pool).findUsable(digest(token), this.clock.now());
    if (!found) return null;
    // The page reads as a read-only caller: no key is involved, so the embed names the caller.
    return { embed: found.embed, auth: { keyId: found.embed.id, role: 'ingest', org: found.org } };
  }
}

import { IdParams } from '../../../shared/contract/common.js';
import { ErrorBody } from '../../../shared/contract/errors.js';
import {
  type ApiKeyInfo,
  ApiKeyInfo as ApiKeyInfoSchema,
  CreatedKey,
  CreateKeyRequest,
  KeyList,
  RotatedKey,
} from '../../../shared/contract/keys.js';
import type { ServiceContext } from '../../context.js';
import type { IssuedKey } from '../../domain/api-keys.js';
import type { ApiKey } from '../../store/repositories/api-keys.repository.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function keyInfo(key: ApiKey): ApiKeyInfo {
  return {
    id: key.id,
    role: key.role,
    name: key.name,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: iso(key.lastUsedAt),
    expires_at: iso(key.expiresAt),
    revoked_at: iso(key.revokedAt),
  };
}

const created = (issued: IssuedKey) => ({ ...keyInfo(issued.info), key: issued.key });

export function keysRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/keys',
      operationId: 'createKey',
      summary: 'Issue an API key',
      description: 'The key is in the response once; only its SHA-256 hash is stored.',
      tag: 'Keys',
      access: 'admin',
      body: CreateKeyRequest,
      responses: { 201: { description: 'Key issued', schema: CreatedKey }, ...errorResponses },
      handle: async ({ body, auth }) => {
        ctx.keys.assertMayManageKeys(auth);
        return {
          status: 201,
          body: created(await ctx.keys.issue(auth.org.id, body.role, body.name ?? null)),
        };
      },
    }),
    route({
      method: 'get',
      path: '/keys',
      operationId: 'listKeys',
      summary: 'List the organisation API keys',
      tag: 'Keys',
      access: 'admin',
      responses: { 200: { description: 'Keys, without secrets', schema: KeyList }, ...errorResponses },
      handle: async ({ auth }) => ({ body: { keys: (await ctx.keys.list(auth.org.id)).map(keyInfo) } }),
    }),
    route({
      method: 'delete',
      path: '/keys/:id',
      operationId: 'revokeKey',
      summary: 'Revoke an API key',
      tag: 'Keys',
      access: 'admin',
      params: IdParams,
      responses: {
        200: { description: 'Key revoked', schema: ApiKeyInfoSchema },
        404: { description: 'No such key in this organisation', schema: ErrorBody },
        ...errorResponses,
      },
      handle: async ({ params, auth }) => {
        ctx.keys.assertMayManageKeys(auth);
        return { body: keyInfo(await ctx.keys.revoke(auth.org.id, params.id)) };
      },
    }),
    route({
      method: 'post',
      path: '/keys/:id/rotate',
      operationId: 'rotateKey',
      summary: 'Rotate an API key',
      description:
        'Issues a new key with the same role now; the old key keeps working for the grace period, but can no ' +
        'longer create, rotate or revoke keys. A key is rotated once: rotating it again is 409.',
      tag: 'Keys',
      access: 'admin',
      params: IdParams,
      responses: {
        200: { description: 'Key rotated', schema: RotatedKey },
        404: { description: 'No such key in this organisation', schema: ErrorBody },
        409: { description: 'The key is already rotated, revoked or expired', schema: ErrorBody },
        ...errorResponses,
      },
      handle: async ({ params, auth }) => {
        ctx.keys.assertMayManageKeys(auth);
        const { old, issued } = await ctx.keys.rotate(auth.org.id, params.id);
        return { body: { old_key: keyInfo(old), new_key: created(issued) } };
      },
    }),
  ];
}

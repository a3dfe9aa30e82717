import { z } from 'zod';
import { Label, Role, Timestamp } from './common.js';

export const CreateKeyRequest = z
  .strictObject({ role: Role, name: Label(100).optional() })
  .meta({ id: 'CreateKeyRequest' });
export type CreateKeyRequest = z.infer<typeof CreateKeyRequest>;

export const ApiKeyInfo = z
  .object({
    id: z.uuid(),
    role: Role,
    name: z.string().nullable(),
    prefix: z.string().meta({ description: 'The first characters of the key, to recognise it' }),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable(),
    expires_at: Timestamp.nullable().meta({
      description: 'Set when the key was rotated: it stops working then',
    }),
    revoked_at: Timestamp.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyInfo = z.infer<typeof ApiKeyInfo>;

export const CreatedKey = ApiKeyInfo.extend({
  key: z.string().meta({ description: 'The secret key. Shown once; only its hash is stored.' }),
}).meta({ id: 'CreatedApiKey' });
export type CreatedKey = z.infer<typeof CreatedKey>;

export const KeyList = z.object({ keys: z.array(ApiKeyInfo) }).meta({ id: 'ApiKeyList' });
export type KeyList = z.infer<typeof KeyList>;

export const RotatedKey = z
  .object({ old_key: ApiKeyInfo, new_key: CreatedKey })
  .meta({ id: 'RotatedApiKey' });
export type RotatedKey = z.infer<typeof RotatedKey>;

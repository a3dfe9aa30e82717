import type { Request } from 'express';
import type { ApiKeysService } from '../../domain/api-keys.js';
import type { AuthContext } from '../../domain/auth.js';
import { Forbidden, Unauthorized } from '../../domain/errors.js';
import type { Access } from '../route.js';

export async function authenticate(
  req: Request,
  access: Exclude<Access, 'public'>,
  keys: ApiKeysService,
): Promise<AuthContext> {
  const header = req.get('authorization');
  if (!header) throw new Unauthorized();
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match) throw new Unauthorized('Use the Bearer scheme: `Authorization: Bearer <key>`.');
  const auth = await keys.authenticate(match[1]!);
  if (access === 'admin' && auth.role !== 'admin') throw new Forbidden();
  return auth;
}

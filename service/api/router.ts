import express, { type Request, type Response } from 'express';
import type { z } from 'zod';
import type { ApiKeysService } from '../domain/api-keys.js';
import type { AuthContext } from '../domain/auth.js';
import { InvalidRequest } from '../domain/errors.js';
import { authenticate } from './middleware/auth.js';
import type { RouteSpec } from './route.js';
import { issuesToDetails, type Location } from './validation.js';

function parse(schema: z.ZodType | undefined, value: unknown, location: Location): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = issuesToDetails(result.error.issues, location);
  const first = details[0];
  const where = first ? ` (${first.in} ${first.path}: ${first.message})` : '';
  throw new InvalidRequest(`The request ${location} is invalid${where}.`, details);
}

/** Mounts route specs on an express router: authenticate, validate path, query and body, then handle. */
export function mountRoutes(routes: RouteSpec[], keys: ApiKeysService): express.Router {
  const router = express.Router();
  for (const spec of routes) {
    router[spec.method](spec.path, async (req: Request, res: Response) => {
      const auth =
        spec.access === 'public'
          ? (undefined as unknown as AuthContext)
          : await authenticate(req, spec.access, keys);
      const params = parse(spec.params, req.params, 'path');
      const query = parse(spec.query, req.query, 'query');
      spec.preValidate?.(req.body);
      const body = parse(spec.body, req.body ?? {}, 'body');
      const reply = await spec.handle({ body, query, params, auth, req, res } as never);
      if (reply.headers) res.set(reply.headers);
      res.status(reply.status ?? 200);
      if (reply.body === undefined) res.end();
      else if (Buffer.isBuffer(reply.body)) res.send(reply.body);
      else res.json(reply.body);
    });
  }
  return router;
}

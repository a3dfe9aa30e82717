import express, { type NextFunction, type Request, type Response } from 'express';
import type { z } from 'zod';
import type { ApiKeysService } from '../domain/api-keys.js';
import type { AuthContext } from '../domain/auth.js';
import { InvalidRequest, MethodNotAllowed } from '../domain/errors.js';
import { authenticate } from './middleware/auth.js';
import type { RouteSpec } from './route.js';
import { issuesToDetails, type Location } from './validation.js';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The route pattern that answered (`/v1/affective/users/:uid`): what logs name instead of the path. */
    route?: string;
  }
}

function parse(schema: z.ZodType | undefined, value: unknown, location: Location): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = issuesToDetails(result.error.issues, location);
  const first = details[0];
  const where = first ? ` (${first.in} ${first.path}: ${first.message})` : '';
  throw new InvalidRequest(`The request ${location} is invalid${where}.`, details);
}

/** The body of a route that takes one: absent counts as `{}`; anything but an object (`null`, `[]`, `3`) is a 400. */
function bodyOf(req: Request): unknown {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InvalidRequest('The request body must be a JSON object.', [
      { in: 'body', path: '$', message: 'expected a JSON object' },
    ]);
  }
  return body;
}

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/\//g, '\\/').replace(/:([A-Za-z_]+)/g, '(?<$1>[^/]+)')}\\/?$`);

/** The methods a path answers, as `Allow` lists them. */
function allowedMethods(routes: RouteSpec[], path: string): string[] {
  const methods = routes.filter((spec) => spec.path === path).map((spec) => spec.method.toUpperCase());
  if (methods.includes('GET')) methods.push('HEAD');
  return [...methods, 'OPTIONS'];
}

/**
 * Names the route pattern a request is for (what logs show instead of its path, which may hold a uid), answers
 * `OPTIONS` (204 with `Allow`) and a method the path does not take (405), and refuses a path parameter that is
 * not percent-encoded UTF-8 (`%ff`, `%C0%AF`), which Express would let through as a bare URIError. Runs first,
 * before body parsing and authentication.
 */
export function resolveRoute(routes: RouteSpec[], basePath: string) {
  const patterns = [...new Set(routes.map((spec) => spec.path))].map((path) => ({
    route: `${basePath}${path}`,
    pattern: pathPattern(path),
    allowed: allowedMethods(routes, path),
  }));
  return (req: Request, res: Response, next: NextFunction) => {
    const found = patterns.find(({ pattern }) => pattern.test(req.path));
    if (!found) return next();
    res.locals.route = found.route;
    if (req.method === 'OPTIONS') {
      res.status(204).set('Allow', found.allowed.join(', ')).end();
      return;
    }
    if (!found.allowed.includes(req.method)) throw new MethodNotAllowed(req.method, found.allowed);
    for (const [name, raw] of Object.entries(found.pattern.exec(req.path)?.groups ?? {})) {
      try {
        decodeURIComponent(raw);
      } catch {
        throw new InvalidRequest(`The path parameter \`${name}\` is not valid percent-encoded UTF-8.`, [
          { in: 'path', path: `$.${name}`, message: 'not valid percent-encoded UTF-8' },
        ]);
      }
    }
    next();
  };
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
      const headers = parse(spec.headers, req.headers, 'header');
      const raw = spec.body ? bodyOf(req) : undefined;
      spec.preValidate?.(raw);
      const body = parse(spec.body, raw, 'body');
      const reply = await spec.handle({ body, query, params, headers, auth, req, res } as never);
      if (reply.headers) res.set(reply.headers);
      res.status(reply.status ?? 200);
      if (reply.body === undefined) res.end();
      else if (Buffer.isBuffer(reply.body)) res.send(reply.body);
      else res.json(reply.body);
    });
  }
  return router;
}

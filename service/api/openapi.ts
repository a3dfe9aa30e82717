import { z } from 'zod';
import { ErrorBody } from '../../shared/contract/errors.js';
import type { ResponseSpec, RouteSpec } from './route.js';

type JsonSchema = Record<string, unknown>;

const COMPONENT_REF = (id: string) => `#/components/schemas/${id}`;
const CONVERT = { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' } as const;

function strip(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

function schemaOf(schema: z.ZodType): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: COMPONENT_REF(id) };
  return strip(z.toJSONSchema(schema, CONVERT) as JsonSchema);
}

function parameters(schema: z.ZodType | undefined, location: 'query' | 'path' | 'header') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, CONVERT) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/** Statuses every operation that takes a body can answer, whatever the route lists. */
const BODY_ERRORS: Record<number, ResponseSpec> = {
  413: { description: 'The body is over 2 MiB (or over a limit of the operation)', schema: ErrorBody },
  415: {
    description: 'The body is not JSON, or is in a content coding other than gzip or deflate',
    schema: ErrorBody,
  },
};

/** The OpenAPI 3.1 document of the API, generated from the same route specs and zod schemas the router uses. */
export function buildOpenApi(routes: RouteSpec[], info: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of routes) {
    const path = spec.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const responses = Object.fromEntries(
      Object.entries({ ...(spec.body ? BODY_ERRORS : {}), ...spec.responses }).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.schema
            ? { content: { 'application/json': { schema: schemaOf(response.schema) } } }
            : {}),
        },
      ]),
    );
    paths[path] ??= {};
    paths[path][spec.method] = {
      operationId: spec.operationId,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: [spec.tag],
      security: spec.access === 'public' ? [] : [{ bearer: [] }],
      ...(spec.access === 'admin' ? { 'x-required-role': 'admin' } : {}),
      parameters: [
        ...parameters(spec.params, 'path'),
        ...parameters(spec.query, 'query'),
        ...parameters(spec.headers, 'header'),
      ],
      ...(spec.body
        ? {
            requestBody: { required: true, content: { 'application/json': { schema: schemaOf(spec.body) } } },
          }
        : {}),
      responses,
    };
  }
  const components = z.toJSONSchema(z.globalRegistry, { ...CONVERT, uri: COMPONENT_REF }) as {
    schemas: Record<string, JsonSchema>;
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Affective Signal Analysis Service API',
      version: info.version,
      description:
        'Ingests chat messages, comments, survey answers and tickets, keeps only extracted signals (never the ' +
        'text), and returns anonymised cohort results behind a minimum group size.',
    },
    servers: [{ url: info.serverUrl }],
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    security: [{ bearer: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API key: `aff_<role>_...`' },
      },
      schemas: Object.fromEntries(Object.entries(components.schemas).map(([id, s]) => [id, strip(s)])),
    },
    paths,
  };
}

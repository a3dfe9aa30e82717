import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { AuthContext } from '../domain/auth.js';

export type Access = 'public' | 'key' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'delete';

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteInput<B, Q, P, H> {
  body: B;
  query: Q;
  params: P;
  headers: H;
  auth: AuthContext;
  req: Request;
  res: Response;
}

/**
 * One endpoint: its schemas, access and handler. The router validates requests with these schemas and the
 * OpenAPI document is generated from them, so the two cannot drift apart.
 */
export interface RouteSpec<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  H extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** Express-style path relative to the API base, e.g. `/keys/:id`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** Request headers the route reads (lower-case names); others pass unvalidated. */
  headers?: H;
  responses: Record<number, ResponseSpec>;
  /** Runs on the raw body before schema validation, for checks that answer other than 400 (such as 413). */
  preValidate?(body: unknown): void;
  handle(input: RouteInput<Infer<B>, Infer<Q>, Infer<P>, Infer<H>>): Promise<Reply>;
}

/** Keeps the generic types of one route while collecting routes of different shapes in one list. */
export function route<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  H extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<B, Q, P, H>): RouteSpec {
  return spec as unknown as RouteSpec;
}

import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { CLAIMS_STALE_HEADER } from '@quizmaster/shared/claims';
import type { ApiRoute, FileAnswer, HttpMethod, RequestSchemas, Schema } from '@quizmaster/shared/api/route';
import type { RateLimitedAction } from '@quizmaster/shared/rate-limits';
import { enforceRateLimit } from '../services/rate-limits';
import { authenticate } from './caller';
import { type Caller } from '../domain/caller';
import { requestAddressKey } from './client-address';
import { badRequest, forbidden, HttpError, invalidField } from '../domain/errors';
import { sendError, sendHttpError } from './errors';

/** Who may call an endpoint. Finer checks (the caller's own record, or an admin) live in the handler. */
type Access = 'public' | 'signed-in' | 'admin';

interface EndpointInput<A extends Access, P, Q, B> {
  caller: A extends 'public' ? null : Caller;
  params: P;
  query: Q;
  body: B;
  /** The path and query as the client sent them (for links to other pages). */
  requestUrl: string;
  /** The client address the per-address rate limits count (null: not limited by address). */
  clientAddress: string | null;
  /** The site's origin as the client called it (`https://example.com`), for links back to the web app. */
  origin: string;
}

/** A JSON answer with response headers of its own (a bare list's next-page cursor and link). */
export class WithHeaders<Body = unknown> {
  constructor(
    readonly body: Body,
    readonly headers: Record<string, string>,
  ) {}
}

/** A file to download instead of JSON (a PDF): its bytes, type and the name the browser saves it under. */
export class FileDownload {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}

/**
 * A file shown in the page (a question image's variant, ADR 0037), cached by browsers and the
 * Hosting CDN for a year: its URL names content that never changes.
 */
export class ImmutableFile {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
  ) {}
}

/**
 * The origin the client called: through Hosting, the host it forwarded (`X-Forwarded-Host`),
 * else the Host header. Only a plain host name (and port) is believed; anything else falls back
 * to the Host the request reached.
 */
function requestOrigin(request: Request): string {
  const forwarded = request.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = [forwarded, request.get('host')].find((candidate) => candidate && /^[\w.-]+(:\d{1,5})?$/.test(candidate)) ?? 'localhost';
  const forwardedProto = request.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : request.protocol;
  return `${protocol}://${host}`;
}

/** The output of a route's params, query or body schema (what the handler gets); unknown when the route has none. */
type Parsed<Schemas, Part extends keyof RequestSchemas> = Schemas extends Record<Part, infer S extends Schema> ? z.output<S> : unknown;

/** What a handler returns for a route of the contract: its JSON (with headers or not), or a file for a FileAnswer route. */
type HandlerAnswer<R> = R | WithHeaders<R> | (R extends FileAnswer ? FileDownload | ImmutableFile : never);

interface EndpointSpec<A extends Access, Schemas extends RequestSchemas, R> {
  /**
   * The route of the API contract (shared/src/api/<area>.ts) this endpoint serves: its request
   * schemas validate the params, query and body, and `handle` must answer its type.
   */
  route: ApiRoute<R, string, HttpMethod, Schemas>;
  access: A;
  /**
   * The route's body schema as this server builds it, where it depends on where the functions run
   * (the Storage emulator's cover URLs): it must parse to the contract's type.
   */
  serverBody?: z.core.$ZodType<Parsed<Schemas, 'body'>>;
  /** 200 unless given (201 for creations). */
  status?: number;
  /**
   * The rate limit the call counts against (shared/src/rate-limits.ts), per account and per
   * client address. Checked after validation: a call refused before it costs nothing and is not
   * counted.
   */
  rateLimit?: RateLimitedAction;
  /** Answers the JSON body, a WithHeaders for a body with headers, or a FileDownload. */
  handle: (input: EndpointInput<A, Parsed<Schemas, 'params'>, Parsed<Schemas, 'query'>, Parsed<Schemas, 'body'>>) => Promise<HandlerAnswer<NoInfer<R>>>;
}

/** "quizName: Too small…; options.1.id: …": every problem, each named by its field. */
function describeIssues(where: string, error: z.ZodError): HttpError {
  const fields = error.issues.map((issue) => ({ field: issue.path.join('.') || where, message: issue.message }));
  const summary = fields.map(({ field, message }) => `${field}: ${message}`).join('; ');
  return new HttpError(400, 'invalid-argument', `Invalid ${where}: ${summary}`, { fields });
}

/** The validated value, or the 400 that names every bad field. */
export function validate<S extends Schema>(schema: S | undefined, value: unknown, where: 'path' | 'query' | 'body'): z.output<S> {
  if (!schema) return value as z.output<S>;
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = z.safeParse(schema, value);
  } catch {
    // zod throws, instead of reporting an issue, on some hostile input (a length check on an
    // object whose `length` cannot be compared, as in {"name": {"length": {"toString": {}}}}).
    throw invalidField(where, where, 'Invalid input');
  }
  if (!result.success) throw describeIssues(where, result.error);
  return result.data;
}

/**
 * The body as an object. Some clients send the JSON as a string (the old app sent its profile
 * edit unserialised), so a string holding a JSON object is accepted too; anything else is a 400.
 */
function bodyObject(request: Request): unknown {
  const body: unknown = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (Buffer.isBuffer(body)) return bodyObjectFromText(body.toString('utf8'));
  if (typeof body === 'string') return bodyObjectFromText(body);
  return body;
}

function bodyObjectFromText(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return bodyObjectFromText(parsed);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
  } catch {
    // Reported below.
  }
  throw badRequest('The request body must be a JSON object.', 'invalid-body');
}

/**
 * The address a call counts against. Without one (every hop is ours) a deployed function counts
 * it under one shared "unknown" address; the emulators leave such local calls (the tests', the
 * browser tests', a developer's) unlimited by address, since they all come from one machine.
 */
export function rateLimitAddress(request: Request): string | null {
  return requestAddressKey(request) ?? (process.env.FUNCTIONS_EMULATOR === 'true' ? null : 'unknown');
}

/**
 * An Express handler that authenticates, checks the role, validates params, query and body with
 * zod, runs the handler and answers JSON. Expected failures become the JSON error shape; bad
 * input is always a 4xx, never a 5xx.
 */
export function endpoint<A extends Access, Schemas extends RequestSchemas, R = unknown>(spec: EndpointSpec<A, Schemas, R>): RequestHandler {
  const { params, query } = spec.route.request;
  const body = spec.serverBody ?? spec.route.request.body;
  return async (request: Request, response: Response) => {
    try {
      const caller = spec.access === 'public' ? null : await authenticate(request);
      // Set before the handler runs, so an error answer (a 403 from an admin page) carries it too.
      if (caller?.claimsStale) response.set(CLAIMS_STALE_HEADER, '1');
      if (spec.access === 'admin' && !caller?.isAdmin) throw forbidden('Only admins may do this.');
      const input = {
        caller,
        params: validate(params, request.params, 'path'),
        query: validate(query, request.query, 'query'),
        body: validate(body, body ? bodyObject(request) : undefined, 'body'),
        requestUrl: request.originalUrl,
        clientAddress: rateLimitAddress(request),
        origin: requestOrigin(request),
      } as EndpointInput<A, Parsed<Schemas, 'params'>, Parsed<Schemas, 'query'>, Parsed<Schemas, 'body'>>;
      if (spec.rateLimit) await enforceRateLimit(spec.rateLimit, { account: caller?.uid ?? null, address: input.clientAddress });
      const result: unknown = await spec.handle(input);
      if (result instanceof FileDownload) {
        response
          .status(spec.status ?? 200)
          .set({
            'Content-Type': result.contentType,
            'Content-Disposition': `attachment; filename="${result.fileName.replace(/["\\\r\n]/g, '_')}"`,
            'Cache-Control': 'private, no-store',
          })
          .send(Buffer.from(result.bytes));
      } else if (result instanceof ImmutableFile) {
        response
          .status(spec.status ?? 200)
          .set({
            'Content-Type': result.contentType,
            'Content-Length': String(result.bytes.length),
            'Cache-Control': 'public, max-age=31536000, immutable',
            'X-Content-Type-Options': 'nosniff',
          })
          .send(Buffer.from(result.bytes));
      } else if (result instanceof WithHeaders) {
        response.set(result.headers).status(spec.status ?? 200).json(result.body);
      } else {
        response.status(spec.status ?? 200).json(result);
      }
    } catch (error) {
      if (error instanceof HttpError) {
        sendHttpError(response, error);
        return;
      }
      console.error(`${request.method} ${request.path} failed`, error);
      sendError(response, 500, 'internal', 'Something went wrong on our side.');
    }
  };
}

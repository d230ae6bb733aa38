import type { z } from 'zod';

/**
 * The API contract's building block: one route names its method, its path pattern (as the
 * functions' router mounts it, `:name` for a path parameter), the zod schemas its request is
 * validated with (path parameters, query, body) and, as a type only, the JSON it
 * answers. The functions' `endpoint({ route })` must return that type and the web's
 * `apiRequest(auth, 'POST /api/v1/start-quiz/:quizId', …)` answers it (the key names the route in
 * routes.ts), so a renamed field fails both builds.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of a pattern's `:name` parameters. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values; undefined and null ones are left out. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The arguments of a route's path builder: its parameters (when it has any), then its query. */
export type PathArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: Record<string, never>, query?: QueryValues]
  : [params: Record<ParamNames<P>, string>, query?: QueryValues];

/** One call ready to send: method and path, with the answer's type attached. */
export interface ApiCall<Response> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Type only, never set: what the call answers. */
  readonly response?: Response;
}

/** A classic zod or zod/mini schema. */
export type Schema = z.core.$ZodType;

/**
 * What a route accepts: the schemas the functions' endpoint validates its path parameters, query
 * and body with (a missing one: the route takes none). The web's calls are typed from their input
 * types; this file imports zod as a type only, so the web bundle carries none of them.
 */
export interface RequestSchemas {
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
}

/** A route without request schemas. */
export interface NoRequest {
  readonly params?: undefined;
  readonly query?: undefined;
  readonly body?: undefined;
}

/** A route of the API: its method, pattern, request schemas and the type of its JSON answer. */
export interface ApiRoute<Response, Pattern extends string = string, Method extends HttpMethod = HttpMethod, Request extends RequestSchemas = RequestSchemas> {
  readonly method: Method;
  readonly pattern: Pattern;
  /** The schemas of its path parameters, query and body. */
  readonly request: Request;
  /** The call for these parameters (each encoded) and query. */
  readonly call: (...args: PathArgs<Pattern>) => ApiCall<Response>;
  /** Type only, never set: what the route answers. */
  readonly response?: Response;
}

/** A route that answers a file (a PDF) instead of JSON. */
export interface FileAnswer {
  readonly file: true;
}

/** The path for a pattern, its parameters and query: `/api/v1/quizzes/:quizId` → `/api/v1/quizzes/q%201`. */
export function buildPath(pattern: string, params: Record<string, string> = {}, query: QueryValues = {}): string {
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/**
 * `route<Answer>()('POST', '/api/v1/next-question/:quizId', { params, body })`: the answer's type
 * first, the method, pattern and request schemas inferred.
 */
export function route<Response>() {
  return <Method extends HttpMethod, Pattern extends string, Request extends RequestSchemas = NoRequest>(
    method: Method,
    pattern: Pattern,
    request: Request = {} as Request,
  ): ApiRoute<Response, Pattern, Method, Request> => ({
    method,
    pattern,
    request,
    call: (...[params, query]: PathArgs<Pattern>) => ({ method, path: buildPath(pattern, params, query) }),
  });
}

/**
 * A query schema's input as a call gives it: text values may be numbers or booleans (sent as their
 * text), and an optional value may be null (left out, like undefined).
 */
type WireQuery<Query> = {
  [K in keyof Query]: (string extends Query[K] ? Query[K] | number | boolean : Query[K]) | (undefined extends Query[K] ? null : never);
};

/** The query a route's call sends: its query schema's input, or nothing when it has none. */
export type QueryOf<R> = R extends ApiRoute<unknown, string, HttpMethod, infer Request>
  ? Request extends { query: infer Query extends Schema }
    ? WireQuery<z.input<Query>>
    : undefined
  : never;

/** The body a route's call sends: its body schema's input, or nothing when it has none. */
export type BodyOf<R> = R extends ApiRoute<unknown, string, HttpMethod, infer Request>
  ? Request extends { body: infer Body extends Schema }
    ? z.input<Body>
    : undefined
  : never;

/** Whether an object type has a field that must be given (false for undefined: nothing to send). */
export type HasRequiredFields<T> = undefined extends T
  ? false
  : [{ [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T]] extends [never]
    ? false
    : true;

/**
 * What a call of a route sends besides its key: its path parameters (when the pattern has any),
 * query and body, each typed from the route's request schemas, so a misnamed field fails to compile.
 */
export type CallParts<R> = R extends ApiRoute<unknown, infer Pattern>
  ? ([ParamNames<Pattern>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<Pattern>, string> }) &
      (HasRequiredFields<QueryOf<R>> extends true ? { query: QueryOf<R> } : { query?: QueryOf<R> }) &
      // A body whose fields are all optional may be left out: the endpoint reads a missing body as {}.
      (HasRequiredFields<BodyOf<R>> extends true ? { body: BodyOf<R> } : { body?: BodyOf<R> })
  : never;

/** A route's key, `POST /api/v1/start-quiz/:quizId`: what the web client names a call by (a type, so the web bundle carries no route table). */
export type RouteKey<R> = R extends ApiRoute<unknown, infer Pattern, infer Method> ? `${Method} ${Pattern}` : never;

/** Every route of an area's table (`attemptsApi`), by its key. */
export type RoutesByKey<Table> = { [Name in keyof Table as RouteKey<Table[Name]>]: Table[Name] };

/** The pattern of a route key. */
export type PatternOf<Key extends string> = Key extends `${HttpMethod} ${infer Pattern}` ? Pattern : never;

/** The JSON of a route's answer. */
export type ResponseOf<R> = R extends ApiRoute<infer Response> ? Response : never;

/** A stored model as the API answers it (functions' toJson): `_id` added, dates as ISO text. */
export type ApiRecord<Model> = { _id: string } & { [K in keyof Model]: Model[K] extends infer V ? (V extends Date ? string : V) : never };

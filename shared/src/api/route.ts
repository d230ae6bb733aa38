/**
 * The API contract's building block: one route names its method, its path pattern (as the
 * functions' router mounts it, `:name` for a path parameter) and, as a type only, the JSON it
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

/** A route of the API: its method, pattern and the type of its JSON answer. */
export interface ApiRoute<Response, Pattern extends string = string, Method extends HttpMethod = HttpMethod> {
  readonly method: Method;
  readonly pattern: Pattern;
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

/** `route<Answer>()('POST', '/api/v1/start-quiz/:quizId')`: the answer's type first, the method and pattern inferred. */
export function route<Response>() {
  return <Method extends HttpMethod, Pattern extends string>(method: Method, pattern: Pattern): ApiRoute<Response, Pattern, Method> => ({
    method,
    pattern,
    call: (...[params, query]: PathArgs<Pattern>) => ({ method, path: buildPath(pattern, params, query) }),
  });
}

/** What a call sends besides its route: its path parameters (when the pattern has any), query and body. */
export type CallParts<Pattern extends string> = ([ParamNames<Pattern>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<Pattern>, string> }) & {
  query?: QueryValues;
  body?: unknown;
};

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

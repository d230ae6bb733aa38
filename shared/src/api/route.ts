/**
 * The API contract's building block: one route names its method, its path pattern (as the
 * functions' router mounts it, `:name` for a path parameter) and, as a type only, the JSON it
 * answers. The functions' `endpoint({ route })` must return that type and the web's
 * `apiRequest(auth, call)` answers it, so a renamed field fails both builds.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of a pattern's `:name` parameters. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
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
export interface ApiRoute<Response, Pattern extends string = string> {
  readonly method: HttpMethod;
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

/** `route<Answer>()('POST', '/api/v1/start-quiz/:quizId')`: the answer's type first, the pattern inferred. */
export function route<Response>() {
  return <Pattern extends string>(method: HttpMethod, pattern: Pattern): ApiRoute<Response, Pattern> => ({
    method,
    pattern,
    call: (...[params, query]: PathArgs<Pattern>) => ({ method, path: buildPath(pattern, params, query) }),
  });
}

/** The JSON of a route's answer. */
export type ResponseOf<R> = R extends ApiRoute<infer Response> ? Response : never;

/** A stored model as the API answers it (functions' toJson): `_id` added, dates as ISO text. */
export type ApiRecord<Model> = { _id: string } & { [K in keyof Model]: Model[K] extends infer V ? (V extends Date ? string : V) : never };

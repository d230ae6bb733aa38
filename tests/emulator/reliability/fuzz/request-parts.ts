/**
 * Building blocks of fuzzed requests: bodies (as sent on the wire), JSON objects with exactly one
 * broken field, query strings and noise headers. Faulty parts are built so that the API's
 * documented rules refuse them whatever the rest of the request says.
 */
import fc from 'fast-check';
import type { SentBody } from './fuzz-case';
import {
  deeplyNestedJson,
  hostileKey,
  junkFields,
  junkObject,
  junkValue,
  malformedJson,
  nonObjectJson,
  notJsonText,
} from './junk';

export const asJson = (value: unknown): SentBody => ({ contentType: 'application/json', text: JSON.stringify(value) });
const asJsonText = (text: string): SentBody => ({ contentType: 'application/json', text });

/** A body far over the API's 100 KiB limit (413 whatever it holds). */
const oversized = (value: object): SentBody => asJson({ ...value, padding: 'x'.repeat(110_000) });

/**
 * JSON the platform refuses before the app runs (cut short, or not an object or array). Rare on
 * purpose: the functions emulator logs a stack trace for each, which would flood the output.
 */
const platformRefusedJson: fc.Arbitrary<SentBody> = fc
  .oneof(malformedJson, nonObjectJson.filter((text) => !text.startsWith('[')))
  .map((text) => ({ contentType: 'application/json', text }));

/** Any body at all, for endpoints that take none or when the body is not the fault. */
export const anyBody: fc.Arbitrary<SentBody | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 12 },
  { arbitrary: junkObject.map(asJson), weight: 16 },
  { arbitrary: fc.array(junkValue, { maxLength: 4 }).map(asJson), weight: 6 },
  { arbitrary: junkValue.map((value) => ({ contentType: 'text/plain', text: JSON.stringify(value) })), weight: 8 },
  { arbitrary: deeplyNestedJson.map(asJsonText), weight: 2 },
  { arbitrary: fc.string({ maxLength: 80 }).map((text) => ({ contentType: 'application/x-www-form-urlencoded', text })), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }).map((text) => ({ contentType: 'application/octet-stream', text })), weight: 4 },
  { arbitrary: fc.string({ maxLength: 80 }).map((text) => ({ text })), weight: 4 },
  { arbitrary: platformRefusedJson, weight: 1 },
);

/** One body field: values the API accepts and values it refuses. Without `invalid` it is never the broken one. */
export interface FieldRule {
  valid: fc.Arbitrary<unknown>;
  invalid?: fc.Arbitrary<unknown>;
  required?: boolean;
}

const ABSENT = Symbol('absent');

function assemble(fields: [string, unknown][], extras: Record<string, unknown>): Record<string, unknown> {
  // Extras first: the endpoint's own fields must keep the values chosen for them.
  return Object.fromEntries([...Object.entries(extras), ...fields.filter(([, value]) => value !== ABSENT)]);
}

/**
 * JSON objects for a body schema. `valid` passes every field rule; `invalid` breaks exactly one
 * field (a wrong value, or a required field left out) and keeps the others valid. `strict`
 * bodies (PUT /user) refuse unknown fields, so their valid objects carry no extra ones.
 */
export function objectBodies(rules: Record<string, FieldRule>, options: { strict?: boolean } = {}) {
  const names = Object.keys(rules);
  const extras = options.strict ? fc.constant({}) : junkFields(names);
  const validField = (rule: FieldRule) => (rule.required ? rule.valid : fc.oneof(rule.valid, fc.constant(ABSENT)));
  const fieldsWith = (broken?: string) =>
    fc.tuple(
      ...names.map((name) => {
        const rule = rules[name] as FieldRule;
        if (name !== broken || !rule.invalid) return validField(rule).map((value) => [name, value] as [string, unknown]);
        const wrong = rule.required ? fc.oneof(rule.invalid, fc.constant(ABSENT)) : rule.invalid;
        return wrong.map((value) => [name, value] as [string, unknown]);
      }),
    );
  const breakable = names.filter((name) => rules[name]?.invalid);
  return {
    valid: fc.tuple(fieldsWith(), extras).map(([fields, extra]) => assemble(fields, extra)),
    invalid: fc
      .constantFrom(...breakable)
      .chain((broken) => fc.tuple(fieldsWith(broken), junkFields(names)))
      .map(([fields, extra]) => assemble(fields, extra)),
  };
}

/** A valid object body, sent as JSON, or now and then as text holding it (which the API unwraps). */
export function sentValid(objects: fc.Arbitrary<object>): fc.Arbitrary<SentBody> {
  return fc.oneof(
    { arbitrary: objects.map(asJson), weight: 5 },
    { arbitrary: objects.map((value) => ({ contentType: 'text/plain', text: JSON.stringify(value) })), weight: 1 },
  );
}

/**
 * Bodies the endpoint must refuse: objects with a broken field, sent every way the API reads
 * bodies, and bodies that are not objects at all.
 */
export function sentInvalid(brokenObjects: fc.Arbitrary<object>): fc.Arbitrary<SentBody> {
  return fc.oneof(
    { arbitrary: brokenObjects.map(asJson), weight: 24 },
    { arbitrary: brokenObjects.map((value) => ({ contentType: 'text/plain', text: JSON.stringify(value) })), weight: 3 },
    { arbitrary: brokenObjects.map((value) => ({ contentType: 'text/plain', text: JSON.stringify(JSON.stringify(value)) })), weight: 3 },
    { arbitrary: fc.array(junkValue, { maxLength: 4 }).map(asJson), weight: 3 },
    { arbitrary: deeplyNestedJson.map(asJsonText), weight: 1 },
    { arbitrary: fc.oneof(notJsonText, nonObjectJson).map((text) => ({ contentType: 'text/plain', text })), weight: 3 },
    { arbitrary: notJsonText.map((text) => ({ contentType: 'application/octet-stream', text })), weight: 3 },
    { arbitrary: brokenObjects.map(oversized), weight: 3 },
    { arbitrary: platformRefusedJson, weight: 1 },
  );
}

/**
 * Junk query parameters, never `email` itself (the one parameter the API reads). Values stay
 * short enough that URLs stay under a few KiB: beyond about 8 KiB of request line and headers
 * the emulators answer 431 themselves, and the Hosting emulator fails paths over 4 KiB.
 */
export const queryNoise = fc
  .array(
    fc.tuple(
      fc.oneof(hostileKey, fc.constantFrom('a[b][c]', 'email[]', 'Email', 'constructor[prototype][admin]', '__proto__[admin]'), fc.string({ maxLength: 10 })),
      fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.integer({ min: 100, max: 500 }).map((length) => 'q'.repeat(length))),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.filter(([key]) => !['email', 'limit', 'cursor'].includes(key)).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`));

/** Query strings for a required `email`: valid ones, and ones the API must refuse. */
export function emailQuery(validEmail: fc.Arbitrary<string>, badEmail: fc.Arbitrary<string>) {
  const pair = (email: string) => `email=${encodeURIComponent(email)}`;
  return {
    valid: validEmail.map(pair),
    invalid: fc.oneof(
      fc.constant(''),
      badEmail.map(pair),
      fc.tuple(validEmail, validEmail).map(([first, second]) => `${pair(first)}&${pair(second)}`),
      validEmail.map((email) => `email[]=${encodeURIComponent(email)}`),
      validEmail.map((email) => `email[x]=${encodeURIComponent(email)}`),
      validEmail.map((email) => `EMAIL=${encodeURIComponent(email)}`),
    ),
  };
}

/** Query strings of a paged list: no paging or a valid `limit`, and a `limit` or `cursor` the API must refuse. */
export const pageQuery = {
  valid: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 100 }).map((limit) => `limit=${String(limit)}`)),
  invalid: fc.oneof(
    fc.constantFrom('limit=0', 'limit=101', 'limit=abc', 'limit=2.5', 'limit=', 'limit=-1', 'limit=1e2', 'limit=5&limit=6', 'cursor=', 'cursor=W10'),
    fc.string({ maxLength: 40 }).map((cursor) => `cursor=${encodeURIComponent(cursor)}`),
  ),
};

/** Headers that must change nothing (method overrides, proxies' headers, a foreign origin). */
export const headerNoise = fc
  .subarray([
    ['x-http-method-override', 'DELETE'],
    ['x-forwarded-for', '203.0.113.7'],
    ['x-forwarded-host', 'evil.example'],
    ['origin', 'https://evil.example'],
    ['x-firebase-appcheck', 'junk'],
    ['accept', 'text/html'],
  ] as const)
  .map((pairs) => Object.fromEntries(pairs) as Record<string, string>);

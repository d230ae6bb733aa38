/**
 * Hostile input for the API fuzzing: values of the wrong type, strings that are huge or exotic,
 * nested junk, prototype-pollution keys, and malformed ids, e-mails and PaymentIntent ids that
 * the API must refuse. Everything here is plain fast-check; nothing knows an endpoint.
 */
import fc from 'fast-check';

/** Keys that attack an object rather than fill it. */
export const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '$where',
  '',
  ' ',
  '.',
  'a.b',
  'a/b',
  '0',
  'length',
  '\u0000',
  'é',
  '🙂',
  'admin',
  'premium',
  'isPaid',
  'uid',
);

/** Well-formed text (URLs and headers need that), in several alphabets. */
export const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
/** Big but under the API's 100 KiB body limit. */
export const hugeText = fc.integer({ min: 2_000, max: 40_000 }).map((length) => 'x'.repeat(length));

export const junkScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyText, weight: 4 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: hugeText, weight: 1 },
);

/** Objects built with Object.fromEntries, so a `__proto__` key stays an own key, as JSON.parse makes it. */
const junkTree = fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 3 }, junkScalar, fc.array(tie('value'), { maxLength: 4 }), tie('object')),
  object: fc.array(fc.tuple(fc.oneof(hostileKey, fc.string({ maxLength: 12 })), tie('value')), { maxLength: 4 }).map((entries) => Object.fromEntries(entries)),
}));
export const junkValue = junkTree.value;
export const junkObject = junkTree.object;

/** Extra fields for a body, never one of the endpoint's own fields (those are set on purpose). */
export const junkFields = (ownFields: readonly string[]) =>
  fc
    .array(fc.tuple(fc.oneof(hostileKey, fc.string({ maxLength: 12 })), junkValue), { maxLength: 3 })
    .map((entries) => Object.fromEntries(entries.filter(([key]) => !ownFields.includes(key))));

/**
 * An object whose `length` cannot be compared with a number: zod 4 measures it anyway (in a
 * string's or array's length check) and throws, which was a 500 until the endpoint wrapper
 * caught it.
 */
export const LENGTH_BOMB = { length: { toString: {} } };
export const lengthBomb = fc.constantFrom(LENGTH_BOMB, { length: { valueOf: {}, toString: {} } }, { length: { toString: null } });

/** Anything but a non-empty string: for fields that must be text. */
export const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(junkScalar, { maxLength: 3 }), junkObject, lengthBomb);

/** Text in which JSON.parse fails at the first character. */
export const notJsonText = fc.string({ unit: 'grapheme', maxLength: 60 }).map((text) => `~${text}`);
/** JSON text that is not an object (nor a string holding one). */
export const nonObjectJson = fc.constantFrom('true', 'false', '123', '-1.5e3', 'null', '"abc"', '"[1]"', '[]', '[1,2]', '[{"a":1}]');
/** JSON cut short or broken; sent as application/json, the platform answers it before the app. */
export const malformedJson = fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":undefined}', '[1,2', 'nul', '{"__proto__":', '\u0000{}');
/** Arrays nested thousands deep. */
export const deeplyNestedJson = fc.integer({ min: 500, max: 3_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

// Ids, e-mails and PaymentIntent ids the API must refuse (see docs/API.md for the rules).

export const badDocumentId = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 129, max: 1_500 }).map((length) => 'a'.repeat(length)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((text) => !/^[\w-]+$/.test(text)),
  fc.constantFrom('..', '.', 'a/b', '../answerKey', 'quizzes/x', 'a b', 'a.b', '%2F', 'x%00', 'é', '🙂', 'a\\b', '\n', '__proto__/x'),
  // Reserved by Firestore: it throws on them (a 500) rather than finding no document.
  fc.constantFrom('__x__', '__name__', '____'),
);

export const badEmail = fc.oneof(
  fc.constantFrom('', '   '),
  fc.string({ unit: 'grapheme', maxLength: 40 }).filter((text) => !text.includes('@')),
  fc.constantFrom(
    'a@',
    '@example.com',
    'a@b',
    'a@b.c',
    'a@@b.com',
    'a b@example.com',
    'ü@example.com',
    'a@exämple.com',
    'a@-x.com',
    'player@quizmaster.test.',
    '<script>@x.com',
    'a@b.com\u0000',
  ),
  fc.integer({ min: 250, max: 400 }).map((length) => `${'a'.repeat(length)}@example.com`),
);

export const badIntentId = fc.oneof(
  fc.constantFrom('', 'pi_', 'PI_123', 'ch_123', 're_123', 'pi-123', 'pi_abc-def', 'pi_a.b', 'pi_é', 'pi_ 1', 'pi_a/b'),
  fc.integer({ min: 121, max: 400 }).map((length) => `pi_${'a'.repeat(length)}`),
  fc.string({ unit: 'grapheme', maxLength: 30 }).filter((text) => !/^pi_\w{1,120}$/.test(text)),
);

/**
 * Percent-encodes every character but letters, digits, `-` and `_`. The Hosting emulator
 * answers raw dot segments (`/.x`) with its own 404 page, because of firebase.json's ignore
 * patterns, so dots are encoded too.
 */
export const encodeSegment = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*.~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Every endpoint of docs/API.md (the /api/v1 ones, the two root payment paths and Stripe's
 * webhook) as a fast-check generator of requests. Each request carries one deliberate fault
 * (see `Fault`) among otherwise mostly valid parts, plus junk the API must ignore, so the
 * expected answer is known: a 4xx for everything but the public endpoints, which answer 200.
 */
import fc from 'fast-check';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { stripeStandIn } from '../../../support/stripe';
import type { Fault, FuzzCase, SentBody } from './fuzz-case';
import { badDocumentId, badEmail, badIntentId, encodeSegment, junkObject, junkScalar, junkValue, lengthBomb, notAString } from './junk';
import { anyBody, emailQuery, headerNoise, objectBodies, pageQuery, queryNoise, sentInvalid, sentValid, type FieldRule } from './request-parts';
import type { TokenPools } from './tokens';

/** What exists in the emulators while fuzzing, so that valid parts name real things. */
export interface FuzzTargets {
  quizIds: string[];
  /** The player's open attempt in `quizIds[0]`, and its questions. */
  attemptId: string;
  questionIds: string[];
  userIds: string[];
  emails: string[];
  paymentIds: string[];
}

interface Part {
  valid: fc.Arbitrary<string>;
  invalid: fc.Arbitrary<string>;
}
/** A path parameter's values, before encoding. */
const segment = (valid: fc.Arbitrary<string>, invalid: fc.Arbitrary<string>): Part => ({ valid, invalid });
/** Parameters that leave no path segment (or a dot segment, which URLs resolve away): no route matches. */
const removesSegment = (value: string) => ['', '.', '..'].includes(value);
interface BodyPart {
  valid: fc.Arbitrary<SentBody>;
  invalid: fc.Arbitrary<SentBody>;
}
interface Shape {
  method: FuzzCase['method'];
  /** The path, with `{param}` where its one path parameter goes. */
  path: string;
  access: 'public' | 'signed-in' | 'admin';
  param?: Part;
  /** The required part of the query string. */
  query?: Part;
  body?: BodyPart;
}

const mostly = <T>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<T>) => fc.oneof({ arbitrary: usual, weight: 4 }, { arbitrary: rare, weight: 1 });

function faultsOf(shape: Shape): Fault[] {
  if (shape.access === 'public') return ['none'];
  const faults: Fault[] = ['token'];
  if (shape.access === 'admin') faults.push('role');
  if (shape.param) faults.push('param');
  if (shape.query) faults.push('query');
  if (shape.body) faults.push('body');
  return faults;
}

/** Requests to one endpoint, each with one fault (or none, for public endpoints). */
function requests(shape: Shape, tokens: TokenPools): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...faultsOf(shape)).chain((fault) => {
    const part = (given: Part | undefined, faulty: boolean) => (given ? (faulty ? given.invalid : mostly(given.valid, given.invalid)) : fc.constant(''));
    const auth = fault === 'token' ? tokens.invalid : fault === 'role' ? tokens.nonAdmin : shape.access === 'admin' ? tokens.admin : tokens.valid;
    const body: fc.Arbitrary<SentBody | undefined> =
      shape.method === 'GET' ? fc.constant(undefined) : shape.body ? (fault === 'body' ? shape.body.invalid : mostly(shape.body.valid, anyBody)) : anyBody;
    return fc
      .record({ auth, param: part(shape.param, fault === 'param'), query: part(shape.query, fault === 'query'), noise: queryNoise, headers: headerNoise, body })
      .map(({ auth: authorization, param, query, noise, headers, body: sent }): FuzzCase => {
        const search = [query, ...noise].filter(Boolean).join('&');
        return {
          fault,
          method: shape.method,
          path: `${shape.path.replace('{param}', encodeSegment(param))}${search ? `?${search}` : ''}`,
          ...(shape.param && removesSegment(param) ? { routeless: true } : {}),
          headers: { ...headers, ...authorization },
          ...(sent ? { body: sent } : {}),
        };
      });
  });
}

/** A body's field rules, turned into valid and broken bodies as sent. */
function body(rules: Record<string, FieldRule>, options: { strict?: boolean; alsoInvalid?: fc.Arbitrary<object> } = {}): BodyPart {
  const objects = objectBodies(rules, options);
  const broken = options.alsoInvalid ? fc.oneof(objects.invalid, options.alsoInvalid) : objects.invalid;
  return { valid: sentValid(objects.valid), invalid: sentInvalid(broken) };
}

/** Not the object or array a field wants: scalars, text, junk arrays, objects with a hostile `length`. */
const notAnObject = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 10 }), fc.array(junkScalar, { maxLength: 3 }), lengthBomb);
const longText = (min: number) => fc.integer({ min, max: min + 2_000 }).map((length) => 'w'.repeat(length));
const validIdLike = fc.stringMatching(/^[\w-]{1,40}$/);
const validIntentId = fc.stringMatching(/^pi_\w{1,30}$/);
const optionIds = fc.oneof(fc.constant([]), fc.constant([1]), fc.constant([2, 1]));
const badOptionIds = fc.oneof(notAnObject.filter((value) => !Array.isArray(value)), fc.constantFrom([0], [-1], ['1'], [1.5], [null], Array<number>(21).fill(1)));

export interface EndpointFuzz {
  name: string;
  requests: (tokens: TokenPools, targets: FuzzTargets) => fc.Arbitrary<FuzzCase>;
}

const endpoint = (method: Shape['method'], path: string, shape: (targets: FuzzTargets) => Omit<Shape, 'method' | 'path'>): EndpointFuzz => ({
  name: `${method} ${path}`,
  requests: (tokens, targets) => requests({ method, path, ...shape(targets) }, tokens),
});

/** Stripe's webhook: every request is unsigned, badly signed or stale (400 invalid-signature). */
const stripeWebhook: EndpointFuzz = {
  name: 'POST /stripe/webhook',
  requests: (tokens, targets) => {
    const event = fc.record({
      id: fc.constant('evt_fuzz'),
      object: fc.constant('event'),
      type: fc.oneof(fc.constantFrom('payment_intent.succeeded', 'charge.refunded', 'customer.created'), fc.string({ maxLength: 20 })),
      data: fc.record({ object: fc.oneof(fc.constantFrom(...targets.paymentIds).map((id) => ({ id })), junkObject) }),
    });
    // Mostly events; now and then junk (a JSON primitive sent as JSON is refused by the platform, logging a stack trace).
    const payload = fc.oneof({ arbitrary: event.map((value) => JSON.stringify(value)), weight: 8 }, { arbitrary: junkValue.map((value) => JSON.stringify(value)), weight: 1 });
    const sign = (text: string, secret: string, secondsAgo = 0) =>
      stripeStandIn.webhooks.generateTestHeaderString({ payload: text, secret, timestamp: Math.floor(Date.now() / 1000) - secondsAgo });
    const signature = (text: string): fc.Arbitrary<Record<string, string>> =>
      fc.oneof(
        fc.constant({}),
        fc.oneof(fc.constantFrom('', 't=1,v1=deadbeef', 'v1=', 't=', ','), fc.stringMatching(/^[!-~]{1,120}$/)).map((header) => ({ 'stripe-signature': header })),
        fc.constant({ 'stripe-signature': sign(text, 'whsec_not_the_right_secret') }),
        fc.constant({ 'stripe-signature': sign(text, STRIPE_STAND_IN.webhookSecret, 3_600) }), // stale: replayed an hour later
        fc.constant({ 'stripe-signature': sign(`${text} `, STRIPE_STAND_IN.webhookSecret) }), // signed a different body
      );
    return fc
      .tuple(payload, fc.constantFrom('application/json', 'text/plain', undefined), headerNoise, fc.oneof(fc.constant({}), tokens.valid))
      .chain(([text, contentType, headers, authorization]) =>
        signature(text).map(
          (signed): FuzzCase => ({
            fault: 'signature',
            method: 'POST',
            path: '/stripe/webhook',
            headers: { ...headers, ...authorization, ...signed },
            body: contentType ? { contentType, text } : { text },
          }),
        ),
      );
  },
};

export const fuzzedEndpoints: EndpointFuzz[] = [
  endpoint('GET', '/api/v1/health', () => ({ access: 'public' })),

  endpoint('GET', '/api/v1/singleUserByEmail/{param}', (targets) => ({
    access: 'signed-in',
    param: segment(fc.constantFrom(...targets.emails), badEmail),
  })),

  endpoint('POST', '/api/v1/user', (targets) => ({
    access: 'signed-in',
    body: body({
      email: { required: true, valid: fc.constantFrom(...targets.emails, ' Player@QuizMaster.test '), invalid: fc.oneof(badEmail, notAString) },
      name: { valid: fc.string({ maxLength: 60 }), invalid: fc.oneof(notAString, longText(61)) },
      isPaid: { valid: junkValue },
    }),
  })),

  endpoint('GET', '/api/v1/user', () => ({ access: 'admin', query: pageQuery })),

  endpoint('PUT', '/api/v1/user', (targets) => ({
    access: 'signed-in',
    query: emailQuery(fc.constantFrom(...targets.emails), badEmail),
    body: body(
      {
        role: { valid: fc.constantFrom('admin', ''), invalid: fc.oneof(fc.constantFrom('Admin', 'root', ' admin', 'premium'), notAString) },
        name: { valid: fc.stringMatching(/^[A-Za-z][A-Za-z ]{1,40}[A-Za-z]$/), invalid: fc.oneof(fc.constantFrom('', '   ', 'ab', ' ab '), longText(61), notAString) },
        phone: { valid: fc.stringMatching(/^[0-9]{5,20}$/), invalid: fc.oneof(fc.constantFrom('', '1234', '    '), longText(31), notAString) },
      },
      {
        strict: true,
        // Nothing to change, or a field that may not be changed this way.
        alsoInvalid: fc.oneof(
          fc.constant({}),
          fc.tuple(fc.constantFrom('isPaid', 'premiumUntil', 'email', 'createdAt', '__proto__', 'constructor'), junkValue).map(([key, value]) => Object.fromEntries([[key, value]])),
        ),
      },
    ),
  })),

  endpoint('DELETE', '/api/v1/user/{param}', (targets) => ({
    access: 'admin',
    param: segment(fc.oneof(fc.constantFrom(...targets.userIds), validIdLike), badDocumentId),
  })),

  endpoint('GET', '/api/v1/get-all-quiz', () => ({ access: 'public' })),

  endpoint('GET', '/api/v1/get-single-quiz/{param}', (targets) => ({
    access: 'signed-in',
    param: segment(fc.oneof(fc.constantFrom(...targets.quizIds), validIdLike), badDocumentId),
    query: pageQuery,
  })),

  endpoint('POST', '/api/v1/createQuizDemo', () => ({
    access: 'admin',
    body: body({
      quizName: { required: true, valid: fc.constant('Fuzzed quiz'), invalid: fc.oneof(fc.constantFrom('', '   '), longText(101), notAString) },
      image: {
        required: true,
        valid: fc.constantFrom('/covers/science.svg', 'https://example.com/cover.png'),
        invalid: fc.oneof(
          fc.constantFrom('javascript:alert(1)', 'http://evil.example/x.png', '/covers/../x.svg', '/covers/x.gif', 'https://', 'https://a b', 'data:image/png;base64,AAAA', ''),
          longText(2_049).map((text) => `https://${text}`),
          notAString,
        ),
      },
      description: { required: true, valid: fc.constant('A description'), invalid: fc.oneof(fc.constantFrom('', '  '), longText(1_001), notAString) },
      quizType: { required: true, valid: fc.constantFrom('free', 'paid'), invalid: fc.oneof(fc.constantFrom('premium', 'FREE', ''), notAString) },
      resultType: { required: true, valid: fc.constantFrom('quiz-wise', 'question-wise'), invalid: fc.oneof(fc.constantFrom('quizwise', ''), notAString) },
      timeType: { required: true, valid: fc.constantFrom('per-quiz', 'per-question'), invalid: fc.oneof(fc.constantFrom('per-hour', ''), notAString) },
      retakeCount: {
        required: true,
        valid: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('0', '3')),
        invalid: fc.oneof(fc.constantFrom(-1, 21, 1.5, '1.5', '-1', 'abc', '', ' ', '1e1', null, true), fc.integer({ min: 21 }), fc.array(fc.integer(), { maxLength: 2 })),
      },
      allQTime: {
        required: true,
        valid: fc.oneof(fc.integer({ min: 1, max: 600 }), fc.constantFrom('1.5', '10')),
        invalid: fc.oneof(fc.constantFrom(0, -1, 601, 1e9, '0', 'abc', '', '-5', '1e2', null, false), fc.array(fc.integer(), { maxLength: 2 })),
      },
    }),
  })),

  endpoint('POST', '/api/v1/createQuestionDemo', (targets) => {
    const option = (id: unknown, text: unknown = `Option ${String(id)}`) => ({ id, option: text });
    return {
      access: 'admin',
      body: body({
        quizId: { required: true, valid: fc.oneof(fc.constantFrom(...targets.quizIds), validIdLike), invalid: fc.oneof(badDocumentId, notAString) },
        question: { required: true, valid: fc.constant('Which one?'), invalid: fc.oneof(fc.constantFrom('', '   '), longText(1_001), notAString) },
        options: {
          required: true,
          valid: fc.constantFrom([option(1), option(2)], [option(1), option(2), option(3), option(4)]),
          invalid: fc.oneof(
            notAnObject,
            fc.constantFrom(
              [],
              [option(1)],
              Array.from({ length: 11 }, (_unused, index) => option(index + 1)),
              [option(0), option(1)],
              [option('1'), option(2)],
              [option(1.5), option(2)],
              [option(1, ''), option(2)],
              [option(1, '   '), option(2)],
              [option(1, 'x'.repeat(501)), option(2)],
              [option(1), option(1)], // duplicate ids: refused after the schema
              [{ id: 1 }, option(2)],
            ),
          ),
        },
        answer: {
          required: true,
          valid: fc.constantFrom([1], [1, 2], [2, 2]),
          // [99] is no option's id: refused after the schema, before the quiz is looked up.
          invalid: fc.oneof(notAnObject.filter((value) => !Array.isArray(value)), fc.constantFrom([], [0], ['1'], [1.5], [99], Array<number>(11).fill(1))),
        },
      }),
    };
  }),

  endpoint('DELETE', '/api/v1/delete-quiz/{param}', (targets) => ({
    access: 'admin',
    param: segment(fc.oneof(fc.constantFrom(...targets.quizIds), validIdLike), badDocumentId),
  })),

  endpoint('POST', '/api/v1/start-quiz/{param}', (targets) => ({
    access: 'signed-in',
    param: segment(fc.oneof(fc.constantFrom(...targets.quizIds), validIdLike), badDocumentId),
  })),

  endpoint('POST', '/api/v1/next-question/{param}', (targets) => ({
    access: 'signed-in',
    param: segment(fc.constantFrom(...targets.quizIds), badDocumentId),
    body: body({
      attemptId: { required: true, valid: fc.oneof(fc.constant(targets.attemptId), validIdLike), invalid: fc.oneof(badDocumentId, notAString) },
      index: {
        required: true,
        valid: fc.integer({ min: 0, max: 999 }),
        invalid: fc.oneof(fc.constantFrom(-1, 1000, 1.5, '1', '', null, true), fc.integer({ min: 1000 }), fc.array(fc.integer(), { maxLength: 2 })),
      },
    }),
  })),

  endpoint('PUT', '/api/v1/save-answer/{param}', (targets) => ({
    access: 'signed-in',
    param: segment(fc.constantFrom(...targets.quizIds), badDocumentId),
    body: body({
      attemptId: { required: true, valid: fc.oneof(fc.constant(targets.attemptId), validIdLike), invalid: fc.oneof(badDocumentId, notAString) },
      questionId: { required: true, valid: fc.oneof(fc.constantFrom(...targets.questionIds), validIdLike), invalid: fc.oneof(badDocumentId, notAString) },
      answer: { required: true, valid: optionIds, invalid: badOptionIds },
    }),
  })),

  endpoint('POST', '/api/v1/finish-quiz/{param}', (targets) => ({
    access: 'signed-in',
    param: segment(fc.constantFrom(...targets.quizIds), badDocumentId),
    body: body({
      attemptId: { required: true, valid: fc.oneof(fc.constant(targets.attemptId), validIdLike), invalid: fc.oneof(badDocumentId, notAString) },
      answers: {
        valid: fc.dictionary(fc.constantFrom(...targets.questionIds), optionIds, { maxKeys: 3 }),
        invalid: fc.oneof(notAnObject, fc.constantFrom({ q1: 'x' }, { q1: [0] }, { q1: null }, { '': [1] }, { q1: Array<number>(21).fill(1) })),
      },
    }),
  })),

  endpoint('POST', '/api/v1/submit-quiz/{param}', (targets) => ({
    access: 'signed-in',
    param: segment(fc.constantFrom(...targets.quizIds), badDocumentId),
    body: body({
      attemptId: { required: true, valid: fc.oneof(fc.constant(targets.attemptId), validIdLike), invalid: fc.oneof(badDocumentId, notAString) },
      answers: {
        valid: fc.dictionary(fc.constantFrom(...targets.questionIds), optionIds, { maxKeys: 3 }),
        invalid: fc.oneof(
          notAnObject,
          fc.constantFrom({ q1: 'x' }, { q1: [0] }, { q1: ['1'] }, { q1: null }, { '': [1] }, { q1: Array<number>(21).fill(1) }),
          fc.constant(Object.fromEntries([['x'.repeat(129), [1]]])),
        ),
      },
      // The old app's fields: accepted and ignored, whatever they hold.
      userId: { valid: junkValue },
      mark: { valid: junkValue },
      paid: { valid: junkValue },
    }),
  })),

  // Insight (ADR 0024).
  endpoint('GET', '/api/v1/my-results', () => ({ access: 'signed-in', query: pageQuery })),

  endpoint('GET', '/api/v1/my-bests', () => ({ access: 'signed-in', query: pageQuery })),

  endpoint('PUT', '/api/v1/my-leaderboard-visibility', () => ({
    access: 'signed-in',
    body: body({ hidden: { required: true, valid: fc.boolean(), invalid: fc.constantFrom('true', 'false', 1, 0, null, [], {}) } }, { strict: true }),
  })),

  endpoint('GET', '/api/v1/quizzes/{param}/leaderboard', (targets) => ({
    access: 'signed-in',
    param: segment(fc.oneof(fc.constantFrom(...targets.quizIds), validIdLike), badDocumentId),
  })),

  endpoint('GET', '/api/v1/quizzes/{param}/item-analysis', (targets) => ({
    access: 'admin',
    param: segment(fc.oneof(fc.constantFrom(...targets.quizIds), validIdLike), badDocumentId),
  })),

  endpoint('GET', '/api/v1/getAllPayment', () => ({ access: 'admin', query: pageQuery })),

  endpoint('GET', '/api/v1/singlePaymentByEmail/{param}', (targets) => ({
    access: 'signed-in',
    param: segment(fc.constantFrom(...targets.emails), badEmail),
    query: pageQuery,
  })),

  endpoint('GET', '/api/v1/quiz-results/{param}/csv', (targets) => ({
    access: 'admin',
    param: segment(fc.oneof(fc.constantFrom(...targets.quizIds), validIdLike), badDocumentId),
  })),

  endpoint('POST', '/api/v1/createPayment', (targets) => {
    const intentId = fc.oneof(fc.constantFrom(...targets.paymentIds), validIntentId);
    return {
      access: 'signed-in',
      body: body(
        {
          transactionId: { valid: intentId, invalid: fc.oneof(badIntentId, notAString) },
          paymentDetails: {
            valid: intentId.map((transactionId) => ({ name: 'Whoever', email: 'x@example.com', refund: 'false', transactionId, amount: 1 })),
            invalid: fc.oneof(notAnObject, fc.constant({}), badIntentId.map((transactionId) => ({ transactionId }))),
          },
        },
        // No PaymentIntent id at all.
        { alsoInvalid: fc.oneof(fc.constant({}), fc.constant({ paymentDetails: {} }), junkObject.filter((value) => !('transactionId' in value) && !('paymentDetails' in value))) },
      ),
    };
  }),

  endpoint('PUT', '/api/v1/updatePayment', (targets) => {
    const intentId = fc.oneof(fc.constantFrom(...targets.paymentIds), validIntentId);
    return {
      access: 'signed-in',
      query: emailQuery(fc.constantFrom(...targets.emails), badEmail),
      body: body({
        refund: { required: true, valid: fc.constantFrom('false', 'processing', 'true'), invalid: fc.oneof(fc.constantFrom('yes', 'TRUE', 'processing ', ''), notAString) },
        paymentId: { valid: intentId, invalid: fc.oneof(badIntentId, notAString) },
        transactionId: { valid: intentId, invalid: fc.oneof(badIntentId, notAString) },
      }),
    };
  }),

  endpoint('DELETE', '/api/v1/deletePayment/{param}', (targets) => ({
    access: 'admin',
    param: segment(fc.oneof(fc.constantFrom(...targets.paymentIds), validIntentId), badIntentId),
  })),

  endpoint('POST', '/create-payment-intent', () => ({
    access: 'signed-in',
    body: body({
      // Anything that is not the price (as a number, or text that reads as a number) is refused.
      premiumPrice: {
        valid: fc.constantFrom(107, '107'),
        invalid: fc.oneof(
          fc.integer().filter((price) => price !== 107),
          fc.double().filter((price) => price !== 107),
          fc.string({ maxLength: 12 }).filter((price) => Number(price) !== 107),
          fc.constantFrom(null, true, [107], { amount: 107 }),
        ),
      },
      checkoutId: {
        valid: fc.stringMatching(/^[\w-]{8,64}$/),
        invalid: fc.oneof(fc.string({ maxLength: 70 }).filter((id) => !/^[\w-]{8,64}$/.test(id)), longText(65), notAString),
      },
    }),
  })),

  endpoint('POST', '/refund-payment-intent', (targets) => {
    const intentId = fc.oneof(fc.constantFrom(...targets.paymentIds), validIntentId);
    return {
      access: 'admin',
      body: body({
        transactionID: {
          required: true,
          valid: fc.oneof(intentId, intentId.map((tId) => ({ tId }))),
          invalid: fc.oneof(
            badIntentId,
            fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(junkScalar, { maxLength: 2 })),
            badIntentId.map((tId) => ({ tId })),
            fc.constantFrom({}, { tid: 'pi_fuzz_1' }, { tId: null }),
          ),
        },
      }),
    };
  }),

  stripeWebhook,
];

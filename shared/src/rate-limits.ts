/**
 * Rate limits of the API calls that cost money or can be scripted against us: every payment
 * intent is a Stripe API call (Stripe's own rate limit is shared by all our users), throwaway
 * accounts can start quizzes to harvest their answers, and the read-heavy calls (reviews, My
 * Results, leaderboards, item analysis, PDFs, exports) read up to hundreds of billed documents
 * each, or render a PDF. Each call has a limit per account and a higher one per client address,
 * since a school class shares one NAT address. The server counts in fixed windows
 * (functions/src/services/rate-limits.ts); docs/API.md lists the same table.
 */

export const RATE_LIMITED_ACTIONS = [
  'start-quiz',
  'save-answer',
  'payment-intent',
  'register',
  'new-account',
  'attempt-review',
  'my-results',
  'my-bests',
  'leaderboard',
  'item-analysis',
  'pdf-download',
  'result-export',
  'question-export',
  'rich-text-preview',
  'image-upload',
  'image-variant',
] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

/** Whose calls a counter counts: one account's, or one client address's (any accounts). */
export type RateLimitScope = 'account' | 'address';

export interface RateLimit {
  /** Calls allowed in one window; the next one is answered 429. */
  max: number;
  windowSeconds: number;
}

export interface ActionLimits {
  /** What is counted, as the 429 message names it ("Too many quiz starts: …"). */
  what: string;
  /** None: the action is counted per address only. */
  account?: RateLimit;
  address: RateLimit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  // POST /start-quiz: a start (or the resume after a refresh) reads every question. A player does
  // a few a minute at most; a class of 30 to 100 behind one address starts together.
  'start-quiz': { what: 'quiz starts', account: { max: 30, windowSeconds: MINUTE }, address: { max: 600, windowSeconds: MINUTE } },
  // PUT /save-answer: one call per answer as the player moves, two a second is more than anyone
  // clicks; a class answering every two seconds stays far below the address limit.
  'save-answer': { what: 'saved answers', account: { max: 120, windowSeconds: MINUTE }, address: { max: 3000, windowSeconds: MINUTE } },
  // POST /create-payment-intent: one per visit of the checkout page (a double click reuses its
  // intent, but still calls Stripe), and every call is a Stripe API call.
  'payment-intent': { what: 'payment attempts', account: { max: 10, windowSeconds: HOUR }, address: { max: 60, windowSeconds: HOUR } },
  // POST /api/v1/user, the last step of every sign-in and sign-up. A whole school signs in behind
  // one address in a day, so the address limit is for scripts only.
  register: { what: 'sign-ins', account: { max: 20, windowSeconds: MINUTE }, address: { max: 1000, windowSeconds: HOUR } },
  // The first POST /api/v1/user of an account (its record is created): how many (throwaway)
  // accounts one address brings in, as many as Firebase Auth's default sign-up quota per address.
  'new-account': { what: 'new accounts', address: { max: 100, windowSeconds: HOUR } },
  // GET /attempt-review: reads every question of the attempt (up to 500), as a start does. A
  // player opens a review or two after each attempt; a class reviewing together after an exam
  // makes one or two calls a player.
  'attempt-review': { what: 'attempt reviews', account: { max: 30, windowSeconds: MINUTE }, address: { max: 300, windowSeconds: MINUTE } },
  // GET /my-results: a page of up to 100 results with their quizzes and tallies (up to about 400
  // reads). The page loads it once, then once per "more"; a class opens it together.
  'my-results': { what: 'My Results pages', account: { max: 30, windowSeconds: MINUTE }, address: { max: 300, windowSeconds: MINUTE } },
  // GET /my-bests: a page of up to 100 bests, loaded beside My Results.
  'my-bests': { what: 'best-marks pages', account: { max: 30, windowSeconds: MINUTE }, address: { max: 300, windowSeconds: MINUTE } },
  // GET /quizzes/{id}/leaderboard: 11 documents and 3 count() queries, but loaded by every quiz
  // page (again after a submit), so twice the quiz starts a player and a class may make.
  leaderboard: { what: 'leaderboard views', account: { max: 60, windowSeconds: MINUTE }, address: { max: 1200, windowSeconds: MINUTE } },
  // GET /quizzes/{id}/item-analysis (admins): every question of the quiz (up to 500) and its
  // statistics shards. An admin opens it a few times while reading a quiz's results.
  'item-analysis': { what: 'item analyses', account: { max: 30, windowSeconds: MINUTE }, address: { max: 300, windowSeconds: MINUTE } },
  // GET /certificates/{id}/pdf and /payments/{id}/receipt: each renders a PDF (CPU of the shared
  // API instance). One download per certificate or receipt, a class fetching its certificates together.
  'pdf-download': { what: 'PDF downloads', account: { max: 20, windowSeconds: MINUTE }, address: { max: 300, windowSeconds: MINUTE } },
  // GET /quiz-results/{id}/csv (admins): one read per result, 100,000 for a big quiz. An admin
  // downloads a few sheets after an exam; the address limit is for a few admins of one school.
  'result-export': { what: 'Result Sheet exports', account: { max: 20, windowSeconds: HOUR }, address: { max: 100, windowSeconds: HOUR } },
  // GET /quizzes/{id}/export (admins): every question of a quiz (up to 500), in one of three formats.
  'question-export': { what: 'question exports', account: { max: 60, windowSeconds: HOUR }, address: { max: 300, windowSeconds: HOUR } },
  // POST /rich-text/preview (admins): renders math and code (CPU of the shared API instance). The
  // editor asks once a pause in typing, about one call every few seconds while an admin writes.
  'rich-text-preview': { what: 'rich text previews', account: { max: 60, windowSeconds: MINUTE }, address: { max: 300, windowSeconds: MINUTE } },
  // POST /question-images (admins): each upload decodes an image of up to 40 megapixels and
  // encodes four WebP variants (CPU and memory of the shared API instance), and stores up to about
  // 3 MB. An admin illustrating a quiz uploads a few images a minute.
  'image-upload': { what: 'image uploads', account: { max: 30, windowSeconds: 10 * MINUTE }, address: { max: 100, windowSeconds: 10 * MINUTE } },
  // GET /question-images/{id}/{width}.webp (anyone): one document read, and the Hosting CDN
  // serves repeats. A class opening an illustrated quiz together loads a few images a player.
  'image-variant': { what: 'image downloads', address: { max: 600, windowSeconds: MINUTE } },
} as const satisfies Record<RateLimitedAction, ActionLimits>;

/**
 * The fixed window that `at` (epoch ms) falls in. Windows are aligned to the epoch, so every
 * function instance puts a call in the same window and the same counter.
 */
export function rateLimitWindow(limit: RateLimit, at: number): { start: number; end: number } {
  const length = limit.windowSeconds * 1000;
  const start = Math.floor(at / length) * length;
  return { start, end: start + length };
}

/** Whole seconds from `now` until `end`, at least 1: the Retry-After of a refused call. */
export function secondsUntil(end: number, now: number): number {
  return Math.max(1, Math.ceil((end - now) / 1000));
}

/** "42 seconds", "1 second", "5 minutes" (whole minutes, rounded up, from two minutes on). */
function waitText(seconds: number): string {
  if (seconds < 2 * MINUTE) return seconds === 1 ? '1 second' : `${String(seconds)} seconds`;
  return `${String(Math.ceil(seconds / MINUTE))} minutes`;
}

/** The message of a 429: which limit, and how long to wait. */
export function rateLimitMessage(action: RateLimitedAction, scope: RateLimitScope, retryAfterSeconds: number): string {
  const from = scope === 'address' ? ' from your network' : '';
  return `Too many ${RATE_LIMITS[action].what}${from}: try again in ${waitText(retryAfterSeconds)}.`;
}

import { z } from 'zod';
import { PAGE_SIZES } from '../paging';
import { emailSchema } from '../validation';

/**
 * The request fields many routes share (ids, emails, paging), validated by the functions'
 * endpoint with the route's schemas. The web imports these only as types.
 */

/**
 * A Firestore document id as the API accepts it in a path or body: letters, digits, `-` and `_`
 * (auto ids, uids, the seed's slugs). Anything else, such as a `/` that would change the
 * document path, is a 400 rather than a failure deeper down.
 */
export const documentId = z
  .string()
  .regex(/^[\w-]{1,128}$/, 'Expected an id of letters, digits, - or _ (at most 128)')
  // Firestore reserves ids of the form __…__ and refuses them with an error, not a missing document.
  .refine((id) => !/^__.*__$/.test(id), 'Ids of the form __…__ are reserved');

export const quizIdParams = z.object({ quizId: documentId });

/** A Stripe PaymentIntent id (`pi_…`), which is also the id of our payment document. */
export const stripeIntentId = z.string().regex(/^pi_\w{1,120}$/, 'Expected a Stripe PaymentIntent id (pi_…)');

/** An email in a path, query or body: records are keyed by the lower-case address. */
export const apiEmail = emailSchema.transform((email) => email.toLowerCase());

/**
 * `?limit=&cursor=` of every paged list endpoint. `limit` is a whole number from 1 to
 * PAGE_SIZES.apiMax (PAGE_SIZES.apiDefault when absent); `cursor` is a list's `nextCursor`,
 * checked against the list's order by `readPage` (a 400 naming `cursor` when it is not one).
 */
export const pageQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,6}$/, `Expected a whole number from 1 to ${PAGE_SIZES.apiMax}`)
    .transform(Number)
    .pipe(z.number().min(1, `Expected a whole number from 1 to ${PAGE_SIZES.apiMax}`).max(PAGE_SIZES.apiMax, `At most ${PAGE_SIZES.apiMax} per page`))
    .default(PAGE_SIZES.apiDefault),
  cursor: z.string().optional(),
});

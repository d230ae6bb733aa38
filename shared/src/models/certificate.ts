import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/**
 * `certificates/{certificateId}`: issued by the server, in the scoring transaction, to an attempt
 * whose marks reach the quiz's pass mark (fixed when the attempt started). The id is random and
 * unguessable: it is what the certificate prints and what `/certificates/{id}` verifies. What it
 * shows is copied at issue, so renaming the quiz or the player later does not change it.
 * Readable by its owner and admins; anyone verifies one through the API (name, quiz, grade, date).
 */
export const certificateSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  userName: z.string(),
  quizId: z.string().check(z.minLength(1)),
  quizName: z.string(),
  /** The submission (and attempt) id it was issued for. */
  submissionId: z.string().check(z.minLength(1)),
  attempt: z.int().check(z.minimum(1)),
  marks: z.number().check(z.minimum(0), z.maximum(100)),
  grade: z.string().check(z.minLength(1)),
  /** The pass mark (percent) the attempt reached. */
  passMark: z.number().check(z.minimum(0), z.maximum(100)),
  issuedAt: storedDate,
  /** Set when an admin revokes it, or its account is deleted: the verify page then says "revoked". */
  revokedAt: z.nullable(storedDate),
  revokedBy: z.optional(z.string()),
  /**
   * When its account was deleted: it is revoked then (if it was not already), and `userName`
   * becomes DELETED_USER_NAME (docs/decisions/0027-data-retention.md "Data retention").
   */
  accountDeletedAt: z.optional(storedDate),
});
export type Certificate = z.output<typeof certificateSchema>;

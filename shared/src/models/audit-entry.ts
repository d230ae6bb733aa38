import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/** Every admin action the audit log records (ADR 0021). */
export const AUDIT_ACTIONS = [
  'role-change',
  /** An admin changed another user's name or phone. */
  'user-edit',
  'user-delete',
  'accommodation',
  'quiz-create',
  'quiz-edit',
  'quiz-duplicate',
  'quiz-publish',
  'quiz-unpublish',
  'quiz-delete',
  'question-add',
  'question-edit',
  'question-delete',
  'question-reorder',
  'question-import',
  'refund',
  'payment-delete',
  'certificate-revoke',
  /** An admin uploaded a question image (ADR 0037). */
  'image-upload',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ['user', 'quiz', 'question', 'payment', 'certificate', 'image'] as const;

/** The values a change touched, as plain JSON-like data (dates stay dates). */
const auditValues = z.nullable(z.record(z.string(), z.unknown()));

/**
 * `auditLog/{entryId}`: one admin action, appended by the functions in the same transaction or
 * batch as the change it records, so an entry exists exactly when its change does. The rules let
 * admins read entries and nobody (admins included) write, change or delete one.
 */
export const auditEntrySchema = z.object({
  action: z.enum(AUDIT_ACTIONS),
  /** Who: the admin's uid, and their e-mail and name as they were then (accounts can be deleted). */
  actorUid: z.string().check(z.minLength(1)),
  actorEmail: z.string(),
  actorName: z.string(),
  at: storedDate,
  /** What: the record changed, with a label a person recognises (a quiz's name, a user's e-mail). */
  target: z.object({
    kind: z.enum(AUDIT_TARGET_KINDS),
    id: z.string().check(z.minLength(1)),
    label: z.string(),
  }),
  /** The changed values before and after (null for a creation's before and a deletion's after). */
  before: auditValues,
  after: auditValues,
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditTarget = AuditEntry['target'];

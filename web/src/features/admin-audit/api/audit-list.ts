import type { Firestore } from 'firebase/firestore';
import { AUDIT_ACTIONS, type AuditAction } from '@quizmaster/shared/models/audit-entry';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { holdQuery } from '@/lib/firestore/prefetch';
import { urlPageQuery } from '@/lib/firestore/page-query';
import { auditLogList } from '@/lib/firestore/refs';
import { utcDay } from '@/lib/utc-day';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each action in words (the Action column and filter); a new action needs its label here. */
export const AUDIT_ACTION_LABELS = {
  'role-change': 'Role change',
  'user-edit': 'User edited',
  'user-delete': 'User deleted',
  accommodation: 'Accommodation',
  'quiz-create': 'Quiz created',
  'quiz-edit': 'Quiz edited',
  'quiz-duplicate': 'Quiz duplicated',
  'quiz-publish': 'Quiz published',
  'quiz-unpublish': 'Quiz unpublished',
  'quiz-delete': 'Quiz deleted',
  'question-add': 'Question added',
  'question-edit': 'Question edited',
  'question-delete': 'Question deleted',
  'question-reorder': 'Questions reordered',
  'question-import': 'Questions imported',
  refund: 'Refund',
  'payment-delete': 'Payment deleted',
  'certificate-revoke': 'Certificate revoked',
  'image-upload': 'Question image uploaded',
} as const satisfies Record<AuditAction, string>;

/** The Action filter's values (URL `action`) and labels, in the model's order. */
export const ACTION_OPTIONS: readonly (readonly [AuditAction | '', string])[] = [
  ['', 'Any action'],
  ...AUDIT_ACTIONS.map((action) => [action, AUDIT_ACTION_LABELS[action]] as const),
];

const asAction = (value: string | null): AuditAction | '' => AUDIT_ACTIONS.find((action) => action === value) ?? '';

/** The audit log the URL asks for (`admin`: an e-mail, `action`, `from`, `to`). */
export function auditListFromUrl(db: Firestore, params: URLSearchParams) {
  const toDay = utcDay(params.get('to') ?? '');
  return auditLogList(db, {
    actorEmail: params.get('admin') ?? '',
    action: asAction(params.get('action')),
    from: utcDay(params.get('from') ?? ''),
    // "To" includes its whole day: the list stops before the next one.
    until: toDay ? new Date(toDay.getTime() + DAY_MS) : null,
  });
}

/** Starts reading the page of entries the URL names (the route's prefetch: see adminPrefetch). */
export function prefetchAuditPage(db: Firestore, params: URLSearchParams): void {
  const list = auditListFromUrl(db, params);
  holdQuery(urlPageQuery(list.query, list.order, params, PAGE_SIZES.table));
}

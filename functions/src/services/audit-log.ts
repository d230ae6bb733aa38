import type { DocumentReference } from 'firebase-admin/firestore';
import type { AuditAction, AuditEntry, AuditTarget } from '@quizmaster/shared/models/audit-entry';
import type { Caller } from '../domain/caller';
import { refs } from '../firebase';

/** A transaction or a write batch: the entry goes in with the change it records. */
interface Writer {
  create(ref: DocumentReference<AuditEntry>, data: AuditEntry): unknown;
}

type Values = Record<string, unknown> | null;

/** Drops undefined fields (Firestore refuses them) and keeps the rest as is. */
function storable(values: Values): Values {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * Appends an audit entry for `caller`'s `action` on `target` in `writer`: entries are written only
 * alongside the change, so a failed change leaves no entry and a committed one always has its entry.
 */
export function appendAudit(
  writer: Writer,
  caller: Pick<Caller, 'uid' | 'email' | 'name'>,
  action: AuditAction,
  target: AuditTarget,
  change: { before?: Values; after?: Values },
): void {
  writer.create(refs.auditLog().doc(), {
    action,
    actorUid: caller.uid,
    actorEmail: caller.email,
    actorName: caller.name,
    at: new Date(),
    target,
    before: storable(change.before ?? null),
    after: storable(change.after ?? null),
  });
}

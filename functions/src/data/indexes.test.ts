import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { attemptSchema } from '@quizmaster/shared/models/attempt';
import { auditEntrySchema } from '@quizmaster/shared/models/audit-entry';
import { paymentSchema } from '@quizmaster/shared/models/payment';
import { questionSchema } from '@quizmaster/shared/models/question';
import { quizBestSchema } from '@quizmaster/shared/models/quiz-best';
import { quizSummarySchema } from '@quizmaster/shared/models/quiz';
import { submissionSchema } from '@quizmaster/shared/models/submission';
import { userSchema } from '@quizmaster/shared/models/user';
import { LIST_ORDERS, PLAYER_LIST_ORDERS } from './list-orders';
import { wrongAnswerSchema } from '@quizmaster/shared/models/wrong-answer';

interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order?: string }[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: { order?: string; queryScope?: string }[] }[];
}

const indexFile = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as IndexFile;

const schemasByCollection: Record<string, z.ZodMiniObject> = {
  users: userSchema,
  quizzes: quizSummarySchema,
  questions: questionSchema,
  attempts: attemptSchema,
  submissions: submissionSchema,
  payments: paymentSchema,
  auditLog: auditEntrySchema,
  bests: quizBestSchema,
  wrongAnswers: wrongAnswerSchema,
};

/** A typo in an index (a field no document has) would deploy fine and never serve its query. */
describe('firestore.indexes.json', () => {
  it.each(indexFile.indexes.map((index) => [index.collectionGroup, index.fields.map((field) => field.fieldPath).join(', '), index] as const))(
    'indexes %s on fields its model has (%s)',
    (collectionGroup, _fields, index) => {
      const schema = schemasByCollection[collectionGroup];
      expect(schema, `no model for collection ${collectionGroup}`).toBeDefined();
      for (const field of index.fields) expect(Object.keys(schema?.shape ?? {})).toContain(field.fieldPath);
    },
  );

  // Several queries often share one index (a list and its count()); listing it twice is a merge slip.
  it('lists each index once', () => {
    const keys = indexFile.indexes.map((index) => JSON.stringify([index.collectionGroup, index.queryScope, index.fields]));
    expect(keys.filter((key, position) => keys.indexOf(key) !== position)).toEqual([]);
  });
});

/**
 * The API's paged lists (functions/src/data/list-orders.ts) order by one field and then the id in
 * the same direction. Without equalities the field's automatic single-field index serves that;
 * with equalities Firestore needs the composite index `equalities (asc)…, field (direction)`.
 */
describe('the indexes of the API paged lists', () => {
  const firestoreOrder = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

  it.each(Object.entries(LIST_ORDERS).map(([name, order]) => [name, order] as const))('%s has the index it needs', (_name, order) => {
    expect(Object.keys(schemasByCollection[order.collectionGroup]?.shape ?? {})).toEqual(expect.arrayContaining([order.field, ...order.equalities]));
    if (order.equalities.length === 0) {
      // No field override may take the automatic single-field index away.
      const override = indexFile.fieldOverrides.find((item) => item.collectionGroup === order.collectionGroup && item.fieldPath === order.field);
      if (override) expect(override.indexes.map((index) => index.order)).toContain(firestoreOrder(order.direction));
      return;
    }
    const matching = indexFile.indexes.filter(
      (index) =>
        index.collectionGroup === order.collectionGroup &&
        index.queryScope === 'COLLECTION' &&
        index.fields.length === order.equalities.length + 1 &&
        index.fields.slice(0, -1).every((field) => field.order === 'ASCENDING' && (order.equalities as readonly string[]).includes(field.fieldPath)) &&
        index.fields.at(-1)?.fieldPath === order.field &&
        index.fields.at(-1)?.order === firestoreOrder(order.direction),
    );
    expect(matching, `composite index on ${order.collectionGroup}: ${[...order.equalities, order.field].join(', ')}`).toHaveLength(1);
  });
});

/**
 * Maps keyed by question or option ids: every key would be an automatic index entry, so a client
 * sending many ids (or a big quiz) could push a document past Firestore's 40,000 entries and make
 * every write of it fail. Nothing queries inside them.
 */
describe('maps keyed by ids', () => {
  it.each([
    ['itemStats', 'questions'],
    ['attempts', 'answers'],
    ['attempts', 'timeSpentMs'],
    ['attemptKeys', 'answers'],
    ['attemptKeys', 'optionIds'],
    ['attemptKeys', 'revisions'],
  ])('%s.%s is exempt from indexing', (collectionGroup, fieldPath) => {
    const override = indexFile.fieldOverrides.find((item) => item.collectionGroup === collectionGroup && item.fieldPath === fieldPath);
    expect(override?.indexes).toEqual([]);
  });
});

/**
 * One player's documents across quizzes (PLAYER_LIST_ORDERS in functions/src/data/list-orders.ts:
 * My Results, bests, and what account deletion erases) are collection-group queries on
 * `userId ==`, newest first: each needs the collection-group index `userId (asc), field (desc)`.
 */
describe('the indexes of the player lists across quizzes', () => {
  it.each(Object.entries(PLAYER_LIST_ORDERS).map(([name, order]) => [name, order] as const))('%s has the index it needs', (_name, order) => {
    expect(Object.keys(schemasByCollection[order.collectionGroup]?.shape ?? {})).toEqual(expect.arrayContaining(['userId', order.field]));
    const matching = indexFile.indexes.filter(
      (index) =>
        index.collectionGroup === order.collectionGroup &&
        index.queryScope === 'COLLECTION_GROUP' &&
        JSON.stringify(index.fields) === JSON.stringify([{ fieldPath: 'userId', order: 'ASCENDING' }, { fieldPath: order.field, order: 'DESCENDING' }]),
    );
    expect(matching, `collection-group index on ${order.collectionGroup}: userId, ${order.field}`).toHaveLength(1);
  });

  // Account deletion finds a user's certificates by `userId ==` in id order: the automatic index.
  it('keeps the automatic index of certificates.userId', () => {
    expect(indexFile.fieldOverrides.filter((item) => item.collectionGroup === 'certificates' && item.fieldPath === 'userId')).toEqual([]);
  });
});

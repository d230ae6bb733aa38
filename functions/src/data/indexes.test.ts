import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { attemptSchema } from '@quizmaster/shared/models/attempt';
import { paymentSchema } from '@quizmaster/shared/models/payment';
import { questionSchema } from '@quizmaster/shared/models/question';
import { quizSummarySchema } from '@quizmaster/shared/models/quiz';
import { submissionSchema } from '@quizmaster/shared/models/submission';
import { userSchema } from '@quizmaster/shared/models/user';

interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order?: string }[] }[];
}

const indexFile = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as IndexFile;

const schemasByCollection: Record<string, z.ZodMiniObject> = {
  users: userSchema,
  quizzes: quizSummarySchema,
  questions: questionSchema,
  attempts: attemptSchema,
  submissions: submissionSchema,
  payments: paymentSchema,
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

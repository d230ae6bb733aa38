/**
 * Question revisions (`quizzes/{quizId}/questions/{questionId}/revisions/{n}`, ADR 0015): the
 * content an edit or a deletion replaced, kept for the reviews of attempts that were served it.
 * They hold explanations and, through them, answers: like the answer key, no client reads or
 * writes them, admins included (a review through the API is the only way out).
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { paths } from '@quizmaster/shared/paths';
import { FREE_QUIZ, useRulesEnvironment } from './fixtures';
import { actors, clientFirestore, firestoreAs } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });
const revision = paths.questionRevision(FREE_QUIZ, 'q1', 0);
const kept = { question: 'Before the edit?', options: [{ id: 1, option: 'A' }, { id: 2, option: 'B' }], explanation: 'A, because…', replacedAt: new Date() };

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(clientFirestore(context), revision), kept);
  });
});

describe('question revisions', () => {
  it.each(Object.values(actors).map((actor) => [actor.label, actor] as const))('as %s I can neither read, list nor write one', async (_label, actor) => {
    const db = firestoreAs(rulesEnv(), actor.uid, actor.claims);
    await assertFails(getDoc(doc(db, revision)));
    await assertFails(getDocs(query(collection(db, revision.slice(0, revision.lastIndexOf('/'))), limit(10))));
    await assertFails(setDoc(doc(db, paths.questionRevision(FREE_QUIZ, 'q1', 1)), kept));
    await assertFails(setDoc(doc(db, revision), { ...kept, question: 'Rewritten' }));
    await assertFails(deleteDoc(doc(db, revision)));
  });
});

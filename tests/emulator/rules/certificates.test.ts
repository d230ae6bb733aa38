/**
 * Certificates (`certificates/{id}`, ADR 0023): their owner and admins read them, an owner's list
 * must filter on their own uid, and no client writes one, admins included: the scoring transaction
 * issues them and admins revoke them through the API (audited). Visitors verify a certificate
 * through GET /api/v1/certificates/{id}, never from Firestore.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { collections, paths } from '@quizmaster/shared/paths';
import { FREE_QUIZ, useRulesEnvironment } from './fixtures';
import { actors, clientFirestore, firestoreAs, OTHER_UID } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });
const as = (actor: (typeof actors)[keyof typeof actors]) => firestoreAs(rulesEnv(), actor.uid, actor.claims);

/** A certificate as the scoring transaction issues it. */
const certificate = (uid: string) => ({
  userId: uid,
  userName: `User ${uid}`,
  quizId: FREE_QUIZ,
  quizName: 'A free quiz',
  submissionId: `${uid}-1`,
  attempt: 1,
  marks: 90,
  grade: 'A+',
  passMark: 70,
  issuedAt: new Date(),
  revokedAt: null,
});
const certificateId = (uid: string) => `cert-of-${uid}`;

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = clientFirestore(context);
    for (const uid of [OTHER_UID, actors.user.uid, actors.premium.uid, actors.admin.uid]) {
      await setDoc(doc(db, paths.certificate(certificateId(uid))), certificate(uid));
    }
  });
});

const players = [
  ['a signed-in user', actors.user],
  ['a premium user', actors.premium],
] as const;
const signedIn = [['an admin', actors.admin], ...players] as const;
const everyone = [...signedIn, ['a visitor', actors.visitor]] as const;

describe('reading certificates', () => {
  it.each(players)('as %s I can read my own certificate and list mine (filtered on my uid)', async (_label, actor) => {
    const db = as(actor);
    const mine = await assertSucceeds(getDoc(doc(db, paths.certificate(certificateId(actor.uid)))));
    expect(mine.get('userId')).toBe(actor.uid);
    const list = await assertSucceeds(getDocs(query(collection(db, collections.certificates), where('userId', '==', actor.uid), limit(QUERY_LIMITS.own))));
    expect(list.docs.map((document) => document.id)).toEqual([certificateId(actor.uid)]);
  });

  it.each(players)("as %s I can NOT read another player's certificate, nor list them all", async (_label, actor) => {
    const db = as(actor);
    await assertFails(getDoc(doc(db, paths.certificate(certificateId(OTHER_UID)))));
    await assertFails(getDocs(query(collection(db, collections.certificates), limit(1))));
    await assertFails(getDocs(query(collection(db, collections.certificates), where('userId', '==', OTHER_UID), limit(1))));
  });

  it('as an admin I can read any certificate and list them all', async () => {
    const db = as(actors.admin);
    await assertSucceeds(getDoc(doc(db, paths.certificate(certificateId(OTHER_UID)))));
    // Those above, and the matrix fixture's one of the fifth owner.
    expect((await assertSucceeds(getDocs(query(collection(db, collections.certificates), limit(QUERY_LIMITS.admin))))).size).toBe(5);
  });

  it('as a visitor I can NOT read or list certificates (the API verifies them)', async () => {
    const db = as(actors.visitor);
    await assertFails(getDoc(doc(db, paths.certificate(certificateId(OTHER_UID)))));
    await assertFails(getDocs(query(collection(db, collections.certificates), limit(1))));
  });

  it('as a user whose token says admin but who is no admin now (no roles document) I can NOT read others', async () => {
    const db = firestoreAs(rulesEnv(), 'demoted', { admin: true });
    await assertFails(getDoc(doc(db, paths.certificate(certificateId(OTHER_UID)))));
  });
});

describe('writing certificates', () => {
  it.each(everyone)('as %s I can NOT create a certificate, for myself or anyone', async (_label, actor) => {
    const db = as(actor);
    const uid = actor.uid ?? OTHER_UID;
    await assertFails(setDoc(doc(db, paths.certificate('forged')), certificate(uid)));
    await assertFails(setDoc(doc(collection(db, collections.certificates)), certificate(uid)));
  });

  it.each(signedIn)('as %s I can NOT change, revoke or delete my own certificate or another', async (_label, actor) => {
    const db = as(actor);
    for (const uid of [actor.uid, OTHER_UID]) {
      const ref = doc(db, paths.certificate(certificateId(uid)));
      await assertFails(updateDoc(ref, { marks: 100, grade: 'A+' }));
      await assertFails(updateDoc(ref, { revokedAt: new Date(), revokedBy: actor.uid }));
      await assertFails(deleteDoc(ref));
    }
  });
});

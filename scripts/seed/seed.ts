import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { PREMIUM_DURATION_DAYS, POINTS_PER_QUESTION } from '@quizmaster/shared/constants';
import { gradeFor, marksFor } from '@quizmaster/shared/grading';
import { aPayment, aQuestion, aQuiz, aSubmission, aUser } from '@quizmaster/shared/testing/factories';
import { dataRefs, type DataRefs } from '@quizmaster/functions/data/refs';
import type { ImageRef } from '@quizmaster/shared/question-images';
import { writeAdminRole } from '@quizmaster/functions/services/authority';
import { recountPaymentStats } from '@quizmaster/functions/services/payment-stats';
import { writeExactSubmissionCount } from '@quizmaster/functions/services/submission-counter';
import { richFieldsOf } from '@quizmaster/functions/services/rich-fields';
import { demoAccounts, demoPremiumPaymentId, type DemoAccountKey } from './demo-accounts';
import { buildTypedQuestion } from '@quizmaster/shared/question-types/build';
import type { TypedKey } from '@quizmaster/shared/question-types/model';
import { typedQuestionInputSchema } from '@quizmaster/shared/question-types/input';
import type { DemoImage } from './demo-images';
import { demoQuizzes, type DemoQuiz } from './demo-quizzes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates or updates an Auth account with a fixed uid, so seeding twice changes nothing. */
async function upsertAccount(auth: Auth, key: DemoAccountKey, claims: Record<string, unknown>) {
  const { uid, email, password, name } = demoAccounts[key];
  const profile = { email, displayName: name, emailVerified: true };
  const exists = await auth.getUser(uid).then(
    () => true,
    () => false,
  );
  // Setting the password again would end the account's sessions, so an existing account keeps it.
  if (exists) await auth.updateUser(uid, profile);
  else await auth.createUser({ uid, password, ...profile });
  await auth.setCustomUserClaims(uid, claims);
}

async function seedAccounts(auth: Auth, firestore: Firestore, now: Date, premiumPaymentId: string) {
  const paidAt = new Date(now.getTime() - 30 * DAY_MS);
  const premiumUntil = new Date(paidAt.getTime() + PREMIUM_DURATION_DAYS * DAY_MS);

  await upsertAccount(auth, 'admin', { admin: true });
  await upsertAccount(auth, 'player', {});
  await upsertAccount(auth, 'premium', { premium: true, premiumUntil: Math.floor(premiumUntil.getTime() / 1000) });

  const refs = dataRefs(firestore);
  const batch = firestore.batch();
  for (const key of Object.keys(demoAccounts) as DemoAccountKey[]) {
    const account = demoAccounts[key];
    const isPaid = key === 'premium';
    batch.set(
      refs.user(account.uid),
      aUser({
        name: account.name,
        email: account.email,
        phone: account.phone,
        role: key === 'admin' ? 'admin' : '',
        isPaid,
        premiumUntil: isPaid ? premiumUntil : null,
        createdAt: new Date(now.getTime() - 60 * DAY_MS),
      }),
    );
    // What the rules trust, as the functions keep it next to the claims set above.
    writeAdminRole(batch, refs, account.uid, key === 'admin', now);
  }
  const premium = demoAccounts.premium;
  batch.set(
    refs.payment(premiumPaymentId),
    aPayment({ uid: premium.uid, name: premium.name, email: premium.email, createdAt: paidAt, transactionId: premiumPaymentId }),
  );
  await batch.commit();
}

/** Demo results, so the cards show how many people took a quiz: [account, quiz id, correct answers]. */
const demoResults: [DemoAccountKey, string, number][] = [
  ['player', 'world-capitals', 4],
  ['premium', 'world-capitals', 5],
  ['player', 'solar-system-explorer', 3],
  ['premium', 'javascript-fundamentals', 3],
  ['premium', 'advanced-typescript', 4],
];

/**
 * A demo picture stored as an admin's upload is (ADR 0037): rasterised from its SVG to a PNG,
 * then decoded, stripped and cut into WebP variants by the functions' own storeQuestionImage.
 */
async function storedDemoImage(refs: DataRefs, picture: DemoImage): Promise<ImageRef> {
  // Loaded on first use, once the emulators' addresses are in the environment (the service's module makes the Admin SDK app).
  const [{ default: sharp }, { storeQuestionImage }] = await Promise.all([import('sharp'), import('@quizmaster/functions/services/question-images')]);
  const png = await sharp(Buffer.from(picture.svg)).png().toBuffer();
  const stored = await storeQuestionImage(png, { uid: demoAccounts.admin.uid }, refs);
  return { ...stored, alt: picture.alt };
}

async function seedQuiz(firestore: Firestore, quiz: DemoQuiz, index: number, now: Date) {
  const { id, questions, typedQuestions = [], ...summary } = quiz;
  const results = demoResults.filter(([, quizId]) => quizId === id);
  const refs = dataRefs(firestore);
  const batch = firestore.batch();
  batch.set(
    refs.quiz(id),
    aQuiz({
      ...summary,
      // The demo catalogue is live: players see it at once.
      published: true,
      questionCount: questions.length + typedQuestions.length,
      submissionCount: results.length,
      createdBy: demoAccounts.admin.uid,
      // Spread the creation times so "newest first" has a stable order.
      createdAt: new Date(now.getTime() - (index + 1) * DAY_MS),
    }),
  );

  const answers: Record<string, number[]> = {};
  for (const [order, question] of questions.entries()) {
    const questionId = `q${String(order + 1).padStart(2, '0')}`;
    answers[questionId] = question.answer;
    const options = question.options.map((option, optionIndex) => ({ id: optionIndex + 1, option }));
    const image = question.image ? await storedDemoImage(refs, question.image) : undefined;
    const optionImages = await Promise.all((question.optionImages ?? []).map((picture) => storedDemoImage(refs, picture)));
    // The HTML of any math and code, as the question save path stores it (ADR 0036).
    const rich = await richFieldsOf({ question: question.question, options, explanation: question.explanation ?? '' });
    batch.set(
      refs.question(id, questionId),
      aQuestion({
        question: question.question,
        ...(rich.questionHtml ? { questionHtml: rich.questionHtml } : {}),
        ...(image ? { image } : {}),
        options: options.map((option, index) => {
          const html = rich.options[index]?.optionHtml;
          const optionImage = optionImages[index];
          return { ...option, ...(html ? { html } : {}), ...(optionImage ? { image: optionImage } : {}) };
        }),
        order,
        // Copied from the quiz so the rules can decide access without reading the quiz.
        quizType: quiz.quizType,
        ...(question.explanation ? { explanation: question.explanation } : {}),
        ...(rich.explanationHtml ? { explanationHtml: rich.explanationHtml } : {}),
        ...(question.tags ? { tags: question.tags } : {}),
        ...(question.type ? { type: question.type } : {}),
      }),
    );
  }
  // Typed questions (ADR 0035) after the choice ones: content on the question, key beside the answers.
  const keys: Record<string, TypedKey> = {};
  for (const [index, typedQuestion] of typedQuestions.entries()) {
    const order = questions.length + index;
    const questionId = `q${String(order + 1).padStart(2, '0')}`;
    const fields = typedQuestionInputSchema.parse(typedQuestion.typed);
    const { content, key } = buildTypedQuestion(fields);
    keys[questionId] = key;
    const rich = await richFieldsOf({ question: typedQuestion.question, options: [], explanation: typedQuestion.explanation ?? '' });
    const image = typedQuestion.image ? await storedDemoImage(refs, typedQuestion.image) : undefined;
    batch.set(
      refs.question(id, questionId),
      aQuestion({
        question: typedQuestion.question,
        ...(rich.questionHtml ? { questionHtml: rich.questionHtml } : {}),
        ...(image ? { image } : {}),
        options: [],
        order,
        quizType: quiz.quizType,
        type: fields.type,
        content,
        ...(typedQuestion.explanation ? { explanation: typedQuestion.explanation } : {}),
        ...(rich.explanationHtml ? { explanationHtml: rich.explanationHtml } : {}),
      }),
    );
  }
  batch.set(refs.answerKey(id), { answers, ...(Object.keys(keys).length > 0 ? { keys } : {}) });

  for (const [accountKey, , correct] of results) {
    const account = demoAccounts[accountKey];
    const points = correct * POINTS_PER_QUESTION;
    const marks = marksFor(points, questions.length);
    const submittedAt = new Date(now.getTime() - 2 * DAY_MS);
    batch.set(
      refs.submissions(id).doc(`demo-${account.uid}`),
      aSubmission({
        userId: account.uid,
        userName: account.name,
        userEmail: account.email,
        marks,
        points,
        grade: gradeFor(marks),
        paid: quiz.quizType === 'paid',
        startedAt: new Date(submittedAt.getTime() - 3 * 60 * 1000),
        submittedAt,
      }),
    );
  }
  await batch.commit();

  // The count's shards and the quiz's figure match the quiz's submissions: the demo results, and
  // any taken since an earlier seed (seeding twice counts nothing twice).
  const stored = (await refs.submissions(id).count().get()).data().count;
  const counts = firestore.batch();
  writeExactSubmissionCount(counts, refs, id, stored);
  await counts.commit();
}

/**
 * Loads the demo accounts, quizzes, answer keys, results and the premium payment. Idempotent.
 * `premiumPaymentId` lets `npm start` use a PaymentIntent that exists at the Stripe stand-in, so
 * the demo payment can be refunded like a real one.
 */
export async function seedDemoData(
  { auth, firestore }: { auth: Auth; firestore: Firestore },
  { premiumPaymentId = demoPremiumPaymentId }: { premiumPaymentId?: string } = {},
) {
  const now = new Date();
  await seedAccounts(auth, firestore, now, premiumPaymentId);
  // The dashboard's payment figures match the payments: the demo one and any made since an
  // earlier seed (seeding twice counts nothing twice).
  await recountPaymentStats(firestore, dataRefs(firestore));
  await Promise.all(demoQuizzes.map((quiz, index) => seedQuiz(firestore, quiz, index, now)));
  return { accounts: Object.keys(demoAccounts).length, quizzes: demoQuizzes.length };
}

import { FieldPath } from 'firebase-admin/firestore';
import type { CatalogueList } from '@quizmaster/shared/catalogue-first-row';
import { quizSummarySchema, type QuizSummary } from '@quizmaster/shared/models/quiz';
import { configuredAppUrl } from '../config';
import { refs } from '../firebase';
import { quizzesPageHandler } from './handler';
import { conditionalShellReader } from './shell';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The catalogue's list as the app reads it (web/src/lib/firestore/rest-refs.ts, catalogueQuery):
 * published quizzes, newest first with the id as tie-breaker, one more than shown (it says
 * whether there are more); the same indexes serve it.
 */
async function readRows({ quizType, count }: CatalogueList) {
  let query = refs.quizzes().where('published', '==', true);
  if (quizType) query = query.where('quizType', '==', quizType);
  const snapshot = await query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(count + 1).get();
  return snapshot.docs.map((document) => ({ ...publicSummary(document.data()), id: document.id }));
}

const SUMMARY_FIELDS = Object.keys(quizSummarySchema.shape);

/** Only the public summary's fields go into the page (a field added to quiz documents later stays out until the schema says it is public). */
const publicSummary = (data: Record<string, unknown>) => Object.fromEntries(SUMMARY_FIELDS.flatMap((field) => (field in data ? [[field, data[field]]] : []))) as QuizSummary;

/**
 * The site the shell is fetched from: APP_URL (functions/.env.<project id>; the emulators' points
 * at the hosting emulator), else the project's default Hosting site.
 */
const siteUrl = () => configuredAppUrl() || `https://${process.env.GCLOUD_PROJECT ?? ''}.web.app`;

/**
 * /quizzes' page (index.ts): kept 30 s in memory and at the CDN, so a busy catalogue costs a
 * read per list every 30 s rather than one per visit (a Hosting release clears the CDN's copies;
 * the shell is checked with Hosting on every render, shell.ts). In the emulators nothing is
 * kept: tests change the catalogue between visits.
 */
export const serveQuizzesPage = quizzesPageHandler({
  readShell: conditionalShellReader(() => new URL('/shells/quizzes.html', siteUrl())),
  readRows,
  pageTtlMs: inEmulator ? 0 : 30_000,
});

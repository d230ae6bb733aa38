import { FieldPath } from 'firebase-admin/firestore';
import type { CatalogueList } from '@quizmaster/shared/catalogue-first-row';
import { configuredAppUrl } from '../config';
import { refs } from '../firebase';
import { quizzesPageHandler } from './handler';

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
  return snapshot.docs.map((document) => ({ ...document.data(), id: document.id }));
}

/**
 * The site the shell is fetched from: APP_URL (functions/.env.<project id>; the emulators' points
 * at the hosting emulator), else the project's default Hosting site.
 */
const siteUrl = () => configuredAppUrl() || `https://${process.env.GCLOUD_PROJECT ?? ''}.web.app`;

/** The shell as Hosting serves it (the build's, whatever release is live). */
async function readShell(): Promise<string> {
  const response = await fetch(new URL('/shells/quizzes.html', siteUrl()));
  if (!response.ok) throw new Error(`the shell answered HTTP ${String(response.status)}`);
  return response.text();
}

/**
 * /quizzes' page (index.ts): kept 30 s in memory and at the CDN, so a busy catalogue costs a
 * read per list every 30 s rather than one per visit. In the emulators nothing is kept: tests
 * change the catalogue between visits.
 */
export const serveQuizzesPage = quizzesPageHandler({
  readShell,
  readRows,
  pageTtlMs: inEmulator ? 0 : 30_000,
  shellTtlMs: 60_000,
});

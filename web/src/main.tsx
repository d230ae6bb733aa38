import { startWhenNeeded } from '@/app/boot';
import { EARLY_CATALOGUE_READ_ATTRIBUTE } from '@/lib/early-reads';
import { readSessionHint } from '@/lib/session-hint';
import { startWebVitalsReporting } from '@/lib/web-vitals';
import { EARLY_SIGNED_IN_READ_ATTRIBUTE } from '@/lib/early-signed-in-reads';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
startWebVitalsReporting(); // real-user metrics, sampled: from the entry, so a visitor who never starts the app counts too

// /quizzes comes from the server with its catalogue's first row in the HTML (functions/src/quizzes-page):
// the entry takes over its cards and rows (features/quizzes/lib/early-first-row.ts), so the app reads
// nothing again; a page served without them starts the public catalogue read now, beside the app's
// download. The app's start waits for the row's covers to paint (at most 1.5 s): its evaluation would
// hold them off screen. A browser the session hint says is signed out goes to /login instead.
const firstRow =
  container.querySelector(`[${EARLY_CATALOGUE_READ_ATTRIBUTE}]`) && readSessionHint() !== 'signed-out'
    ? import('@/features/quizzes/lib/early-first-row').then(({ startEarlyFirstRow }) => startEarlyFirstRow(container, window.location))
    : undefined;

// Signed-in pages whose first read needs the session (/profile's record, /startQuiz's attempt) start it as
// soon as Auth has restored it, beside the app's download, rather than once the app and the page are up.
// /startQuiz paints its first question from it, and its app starts after that (lib/early-paint.ts).
const earlyRead = container.querySelector(`[${EARLY_SIGNED_IN_READ_ATTRIBUTE}]`)
  ? import('@/app/early-signed-in-reads').then(({ startEarlySignedInReads }) => startEarlySignedInReads(container))
  : undefined;

// The app itself (React, the router, Chakra) is a separate chunk: a prerendered page can be
// read, scrolled and followed by its links before it loads (see app/boot.ts).
startWhenNeeded(container, async () => {
  await firstRow?.catch(() => undefined);
  await earlyRead?.catch(() => undefined);
  const { startApp } = await import('@/app/start-app');
  await startApp(container);
});

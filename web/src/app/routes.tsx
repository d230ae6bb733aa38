import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from '@/components/layout/app-layout';
import { lazyRouteModule, type RouteModule } from './lazy-route';

/**
 * Every route module, each loaded only when its route is visited. Routes name their module by
 * file, so the build can tell which chunks each URL needs and have the browser fetch them
 * alongside the entry script (`routePreloads` in prerender.tsx, used by vite.config.ts). The
 * routes' shells (routes/shells/) load through app/shell/shell-modules.ts.
 */
const routeModules = import.meta.glob<RouteModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx', '!./routes/shells/*.tsx']);

/**
 * The element and handle of a route that renders the component exported as `exportName` by
 * `routes/{file}.tsx`, loaded on demand (app/lazy-route.tsx); a module may also export a
 * `prefetch` that starts its page's first reads (app/route-loading.ts).
 */
function lazyModule(file: string, exportName: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = routeModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`There is no route module routes/${file}.tsx.`);
  return lazyRouteModule(`src/app/routes/${file}.tsx`, load, exportName);
}

/** A lazily loaded page (an index route when it has no path). */
const page = (path: string | undefined, file: string, exportName: string): RouteObject =>
  path === undefined ? { index: true, ...lazyModule(file, exportName) } : { path, ...lazyModule(file, exportName) };

/**
 * Every page but the landing, pricing, login and sign-up pages sits under this pathless layout,
 * which provides Firebase (its app and Auth, lib/firebase-context). Those render without it (the landing page
 * loads its Firebase parts itself, the forms load Auth when submitted), so they can be
 * prerendered and never wait for the Firebase SDK.
 */
const withFirebase = (children: RouteObject[]): RouteObject => ({
  ...lazyModule('firebase-layout', 'FirebaseLayoutRoute'),
  children,
});

/**
 * Pages that show live data (lib/firebase-context/live-data.ts) sit under this pathless layout: it
 * loads the full Firestore SDK with them, so the pages without live data never download it.
 * Only the admin's live tables are live (docs/decisions/0005-firestore-reads-in-place-of-list-endpoints.md "Live and one-shot views"); the
 * player's pages read once.
 */
const liveData = (children: RouteObject[]): RouteObject => ({
  ...lazyModule('live-data-layout', 'LiveDataLayoutRoute'),
  children,
});

/** Every route of the app (react-router's route objects, rendered by `useRoutes`): the browser (app.tsx) and the build-time prerender (prerender.tsx) use them. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Pages that render without Firebase, prerendered at build time (vite.config.ts).
      page(undefined, 'landing', 'LandingRoute'),
      page(paths.pricing.path, 'pricing', 'PricingRoute'),
      // Their forms load Firebase Auth when submitted (lib/firebase.ts, appAuth).
      page(paths.login.path, 'login', 'LoginRoute'),
      page(paths.signUp.path, 'sign-up', 'SignUpRoute'),
      withFirebase([
        page(paths.quizzes.path, 'quizzes', 'QuizzesRoute'),
        page(paths.payment.path, 'payment', 'PaymentRoute'),
        page(paths.attemptReview.path, 'attempt-review', 'AttemptReviewRoute'),
        page(paths.leaderboard.path, 'leaderboard', 'LeaderboardRoute'),
        // Public: anyone verifies a certificate; an admin also sees Revoke.
        page(paths.certificate.path, 'certificate', 'CertificateRoute'),
        page('*', 'not-found', 'NotFoundRoute'),
        page(paths.startQuiz.path, 'start-quiz', 'StartQuizRoute'),
        {
          path: paths.profile.path,
          ...lazyModule('profile/layout', 'ProfileLayoutRoute'),
          children: [
            page(undefined, 'profile/index', 'ProfileIndexRoute'),
            page('address', 'profile/address', 'ProfileAddressRoute'),
            page('education', 'profile/education', 'ProfileEducationRoute'),
            page('important_links', 'profile/important-links', 'ProfileImportantLinksRoute'),
          ],
        },
        {
          path: paths.dashboard.path,
          ...lazyModule('dashboard/layout', 'DashboardLayoutRoute'),
          children: [
            // The player's pages read once (the REST reader or the API): no full SDK.
            page(undefined, 'dashboard/home', 'DashboardHomeRoute'),
            page('addReview', 'dashboard/add-review', 'AddReviewRoute'),
            page('myPayments', 'dashboard/my-payments', 'MyPaymentsRoute'),
            page('myResults', 'dashboard/my-results', 'MyResultsRoute'),
            // The admin's pages without a live table talk to the API only: no full SDK.
            page('addQuiz', 'dashboard/add-quiz', 'AddQuizRoute'),
            page('itemAnalysis/:quizId', 'dashboard/item-analysis', 'ItemAnalysisRoute'),
            page('editQuiz/:quizId', 'dashboard/edit-quiz', 'EditQuizRoute'),
            // The admin's pages with live tables.
            liveData([
              page('paymentLists', 'dashboard/payment-lists', 'PaymentListsRoute'),
              page('auditLog', 'dashboard/audit-log', 'AuditLogRoute'),
              page('users', 'dashboard/users', 'UsersRoute'),
              page('manageQuizzes', 'dashboard/manage-quizzes', 'ManageQuizzesRoute'),
              page('quizDetails/:quizId', 'dashboard/quiz-details', 'QuizDetailsRoute'),
            ]),
          ],
        },
        liveData([page(paths.userDetails.path, 'user-details', 'UserDetailsRoute')]),
      ]),
    ],
  },
];

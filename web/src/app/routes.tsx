import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from '@/components/layout/app-layout';
import { PageSpinner } from '@/components/ui/page-spinner';

/** A lazily loaded route: its module downloads only when the route is visited. */
const page = (path: string | undefined, load: () => Promise<{ Component: React.ComponentType }>): RouteObject =>
  path === undefined ? { index: true, lazy: load } : { path, lazy: load };

/**
 * Every page but the landing page sits under this pathless layout, which provides Firebase
 * (reactfire's app and Auth). The landing page renders without it and loads its Firebase parts
 * itself, so its first paint never waits for the Firebase SDK.
 */
const withFirebase = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./routes/firebase-layout')).FirebaseLayoutRoute }),
  children,
});

/**
 * Pages that show live data (reactfire's Firestore hooks) sit under this pathless layout: it
 * loads the full Firestore SDK with them, so the pages without live data never download it.
 */
const liveData = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./routes/live-data-layout')).LiveDataLayoutRoute }),
  children,
});

/** Every route of the app: the browser router (app.tsx) and the build-time prerender (prerender.tsx) use them. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first lazy route of a visit loads.
    HydrateFallback: PageSpinner,
    children: [
      page(undefined, async () => ({ Component: (await import('./routes/landing')).LandingRoute })),
      withFirebase([
        page(paths.quizzes.path, async () => ({ Component: (await import('./routes/quizzes')).QuizzesRoute })),
        page(paths.login.path, async () => ({ Component: (await import('./routes/login')).LoginRoute })),
        page(paths.signUp.path, async () => ({ Component: (await import('./routes/sign-up')).SignUpRoute })),
        page(paths.pricing.path, async () => ({ Component: (await import('./routes/pricing')).PricingRoute })),
        page(paths.payment.path, async () => ({ Component: (await import('./routes/payment')).PaymentRoute })),
        page('*', async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute })),
        liveData([
          page(paths.startQuiz.path, async () => ({ Component: (await import('./routes/start-quiz')).StartQuizRoute })),
          {
            path: paths.profile.path,
            lazy: async () => ({ Component: (await import('./routes/profile/layout')).ProfileLayoutRoute }),
            children: [
              page(undefined, async () => ({ Component: (await import('./routes/profile/index')).ProfileIndexRoute })),
              page('address', async () => ({ Component: (await import('./routes/profile/address')).ProfileAddressRoute })),
              page('education', async () => ({ Component: (await import('./routes/profile/education')).ProfileEducationRoute })),
              page('important_links', async () => ({
                Component: (await import('./routes/profile/important-links')).ProfileImportantLinksRoute,
              })),
            ],
          },
          {
            path: paths.dashboard.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard/layout')).DashboardLayoutRoute }),
            children: [
              page(undefined, async () => ({ Component: (await import('./routes/dashboard/home')).DashboardHomeRoute })),
              page('addReview', async () => ({ Component: (await import('./routes/dashboard/add-review')).AddReviewRoute })),
              page('myPayments', async () => ({ Component: (await import('./routes/dashboard/my-payments')).MyPaymentsRoute })),
              page('paymentLists', async () => ({ Component: (await import('./routes/dashboard/payment-lists')).PaymentListsRoute })),
              page('users', async () => ({ Component: (await import('./routes/dashboard/users')).UsersRoute })),
              page('addQuiz', async () => ({ Component: (await import('./routes/dashboard/add-quiz')).AddQuizRoute })),
              page('manageQuizzes', async () => ({ Component: (await import('./routes/dashboard/manage-quizzes')).ManageQuizzesRoute })),
              page('quizDetails/:quizId', async () => ({ Component: (await import('./routes/dashboard/quiz-details')).QuizDetailsRoute })),
            ],
          },
          page(paths.userDetails.path, async () => ({ Component: (await import('./routes/user-details')).UserDetailsRoute })),
        ]),
      ]),
    ],
  },
];

import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WEB_VITALS_PAGES, webVitalsPageOf } from '@quizmaster/shared/web-vitals';
import { paths } from '@/config/paths';

/**
 * The shape of web/src/app/routes.tsx (which lib code may not import): pathless layouts, an
 * index landing route, absolute children and the dashboard's and profile's relative ones. The
 * reporter names pages without the router (it runs before the app starts), so its matching is
 * checked against react-router's here.
 */
const routeTree: RouteObject[] = [
  {
    children: [
      { index: true },
      {
        children: [
          ...[paths.quizzes, paths.login, paths.signUp, paths.pricing, paths.payment, paths.attemptReview, paths.certificate, paths.leaderboard].map(({ path }) => ({ path })),
          { path: '*' },
          {
            children: [
              { path: paths.startQuiz.path },
              { path: paths.profile.path, children: [{ index: true }, { path: 'address' }, { path: 'education' }, { path: 'important_links' }] },
              {
                path: paths.dashboard.path,
                children: [
                  { index: true },
                  ...['addReview', 'myPayments', 'myResults', 'itemAnalysis/:quizId', 'paymentLists', 'auditLog', 'users', 'addQuiz', 'manageQuizzes', 'quizDetails/:quizId', 'editQuiz/:quizId'].map((path) => ({ path })),
                ],
              },
              { path: paths.userDetails.path },
            ],
          },
        ],
      },
    ],
  },
];

/** The route pattern react-router matches for a path: its matched routes' paths joined. */
function routerPattern(pathname: string): string {
  let pattern = '';
  for (const { route } of matchRoutes(routeTree, pathname) ?? []) {
    if (!route.path) continue;
    if (route.path === '*') return '*';
    pattern = route.path.startsWith('/') ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || '/';
}

/** A path of each pattern (ids filled in), odd cases and unknown paths. */
const samplePaths = [
  ...WEB_VITALS_PAGES.filter((page) => page !== '*').map((page) => page.replace(/:(\w+)/g, 'some-$1-42')),
  '/Quizzes',
  '/DASHBOARD/USERS',
  '/profile/',
  '/startQuiz/a%2Fb',
  '/no/such/page',
  '/dashboard/nothing',
  '/startQuiz',
  '/user/a/b',
];

describe('webVitalsPageOf (shared)', () => {
  it.each(samplePaths)('names %s as the router matches it', (pathname) => {
    expect(webVitalsPageOf(pathname)).toBe(routerPattern(pathname));
  });
});

describe('WEB_VITALS_PAGES (shared)', () => {
  it('are exactly the app’s route patterns (web/src/config/paths.ts) and the not-found page', () => {
    expect([...WEB_VITALS_PAGES].sort()).toEqual([...Object.values(paths).map(({ path }) => path), '*'].sort());
  });
});

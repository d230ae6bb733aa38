import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A shell, named after its module under app/routes/shells/ (each route's first visit loads its own only). */
export type ShellName = 'quizzes' | 'payment' | 'start-quiz' | 'profile' | 'profile-home' | 'dashboard' | 'dashboard-home' | 'my-payments' | 'page';

export interface ShellRoute {
  /** The route's pattern (react-router), as in app/routes.tsx. */
  pattern: string;
  shell: ShellName;
  /** The page title the shell's HTML carries (the page's own usePageTitle, or its loading title). */
  title: string;
}

const dashboard = (pattern: string, title = 'Dashboard', shell: ShellName = 'dashboard'): ShellRoute => ({ pattern, shell, title });
const profile = (pattern: string, title: string, shell: ShellName = 'profile'): ShellRoute => ({ pattern, shell, title });

/**
 * Every signed-in route, with the shell the build prerenders for it (src/prerender.tsx,
 * vite.config.ts) and Hosting serves for its URLs (firebase.json's rewrites, checked by
 * shell-routes.test.ts): the page's frame painted before any script runs.
 */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  { pattern: paths.quizzes.path, shell: 'quizzes', title: 'Quizzes' },
  { pattern: paths.payment.path, shell: 'payment', title: 'Payment' },
  { pattern: paths.startQuiz.path, shell: 'start-quiz', title: 'Quiz' },
  profile(paths.profile.path, 'Profile', 'profile-home'),
  profile(paths.profileAddress.path, 'Address'),
  profile(paths.profileEducation.path, 'Education'),
  profile(paths.profileImportantLinks.path, 'Important Links'),
  dashboard(paths.dashboard.path, 'Dashboard', 'dashboard-home'),
  dashboard(paths.addReview.path, 'Add a Review'),
  dashboard(paths.myPayments.path, 'My Payments', 'my-payments'),
  dashboard(paths.myResults.path, 'My Results'),
  dashboard(paths.paymentLists.path, 'Payments'),
  dashboard(paths.auditLog.path, 'Audit log'),
  dashboard(paths.users.path, 'Users'),
  dashboard(paths.addQuiz.path, 'Add Quiz'),
  dashboard(paths.manageQuizzes.path, 'Manage Quizzes'),
  dashboard(paths.quizDetails.path, 'Quiz Details'),
  dashboard(paths.itemAnalysis.path, 'Item Analysis'),
  dashboard(paths.editQuiz.path, 'Edit Quiz'),
  { pattern: paths.attemptReview.path, shell: 'page', title: 'Review' },
  { pattern: paths.leaderboard.path, shell: 'page', title: 'Leaderboard' },
  { pattern: paths.userDetails.path, shell: 'page', title: 'User Details' },
];

/** The prerendered shell's file for a pattern, under the build's output folder: `/dashboard/editQuiz/:quizId` -> `shells/dashboard/editQuiz/_.html`. */
export const shellFileOf = (pattern: string) => `shells${pattern.replace(/:[^/]+/g, '_')}.html`;

/** Hosting's rewrite source for a pattern (firebase.json): `/dashboard/editQuiz/:quizId` -> `/dashboard/editQuiz/*`. */
export const shellRewriteSourceOf = (pattern: string) => pattern.replace(/:[^/]+/g, '*');

/** A URL of the pattern, for the prerender (the shells do not depend on the parameters). */
export const shellSamplePathOf = (pattern: string) => pattern.replace(/:[^/]+/g, '_');

/** The shell of the signed-in route at `pathname`, if it has one. */
export const shellRouteOf = (pathname: string) => SHELL_ROUTES.find((route) => matchPath(route.pattern, pathname));

/** A shell's module, as Vite's manifest names it (the route preload table lists it with the route's modules). */
export const shellModuleOf = (shell: ShellName) => `src/app/routes/shells/${shell}.tsx`;

/** Every route of the app in one place: the router and every link build on these. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  quizzes: { path: '/quizzes', getHref: () => '/quizzes' },
  login: { path: '/login', getHref: () => '/login' },
  signUp: { path: '/signUp', getHref: () => '/signUp' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  startQuiz: {
    path: '/startQuiz/:quizId',
    getHref: (quizId: string) => `/startQuiz/${encodeURIComponent(quizId)}`,
  },
  payment: { path: '/payment', getHref: () => '/payment' },
  profile: { path: '/profile', getHref: () => '/profile' },
  profileAddress: { path: '/profile/address', getHref: () => '/profile/address' },
  profileEducation: { path: '/profile/education', getHref: () => '/profile/education' },
  profileImportantLinks: { path: '/profile/important_links', getHref: () => '/profile/important_links' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  addReview: { path: '/dashboard/addReview', getHref: () => '/dashboard/addReview' },
  myPayments: { path: '/dashboard/myPayments', getHref: () => '/dashboard/myPayments' },
  myResults: { path: '/dashboard/myResults', getHref: () => '/dashboard/myResults' },
  leaderboard: {
    path: '/leaderboard/:quizId',
    getHref: (quizId: string) => `/leaderboard/${encodeURIComponent(quizId)}`,
  },
  itemAnalysis: {
    path: '/dashboard/itemAnalysis/:quizId',
    getHref: (quizId: string) => `/dashboard/itemAnalysis/${encodeURIComponent(quizId)}`,
  },
  paymentLists: { path: '/dashboard/paymentLists', getHref: () => '/dashboard/paymentLists' },
  auditLog: { path: '/dashboard/auditLog', getHref: () => '/dashboard/auditLog' },
  users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
  addQuiz: { path: '/dashboard/addQuiz', getHref: () => '/dashboard/addQuiz' },
  manageQuizzes: { path: '/dashboard/manageQuizzes', getHref: () => '/dashboard/manageQuizzes' },
  editQuiz: {
    path: '/dashboard/editQuiz/:quizId',
    getHref: (quizId: string) => `/dashboard/editQuiz/${encodeURIComponent(quizId)}`,
  },
  quizDetails: {
    path: '/dashboard/quizDetails/:quizId',
    getHref: (quizId: string) => `/dashboard/quizDetails/${encodeURIComponent(quizId)}`,
  },
  attemptReview: {
    path: '/review/:quizId/:attemptId',
    getHref: (quizId: string, attemptId: string) => `/review/${encodeURIComponent(quizId)}/${encodeURIComponent(attemptId)}`,
  },
  userDetails: {
    path: '/user/:userId',
    getHref: (userId: string) => `/user/${encodeURIComponent(userId)}`,
  },
  /** A certificate's public verify page (what its PDF prints; shared/src/certificates.ts builds the same path). */
  certificate: {
    path: '/certificates/:certificateId',
    getHref: (certificateId: string) => `/certificates/${encodeURIComponent(certificateId)}`,
  },
} as const;

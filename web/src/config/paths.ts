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
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  myPayments: { path: '/dashboard/myPayments', getHref: () => '/dashboard/myPayments' },
} as const;

import type { accommodationsApi } from './accommodations';
import type { attemptsApi } from './attempts';
import type { authoringApi } from './authoring';
import type { certificatesApi } from './certificates';
import type { healthApi } from './health';
import type { insightsApi } from './insights';
import type { notificationsApi } from './notifications';
import type { paymentsApi } from './payments';
import type { questionImagesApi } from './question-images';
import type { questionTransferApi } from './question-transfer';
import type { quizzesApi } from './quizzes';
import type { receiptsApi } from './receipts';
import type { resultExportsApi } from './result-exports';
import type { richTextApi } from './rich-text';
import type { RoutesByKey } from './route';
import type { usersApi } from './users';
import type { webVitalsApi } from './web-vitals';

/**
 * Every route of the API by its key (`POST /api/v1/start-quiz/:quizId`), as a type only: the web
 * client names its calls by key, so its bundle carries none of the route tables.
 */
export type ApiRoutes = RoutesByKey<typeof accommodationsApi> &
  RoutesByKey<typeof attemptsApi> &
  RoutesByKey<typeof authoringApi> &
  RoutesByKey<typeof certificatesApi> &
  RoutesByKey<typeof healthApi> &
  RoutesByKey<typeof insightsApi> &
  RoutesByKey<typeof notificationsApi> &
  RoutesByKey<typeof paymentsApi> &
  RoutesByKey<typeof questionImagesApi> &
  RoutesByKey<typeof questionTransferApi> &
  RoutesByKey<typeof quizzesApi> &
  RoutesByKey<typeof receiptsApi> &
  RoutesByKey<typeof resultExportsApi> &
  RoutesByKey<typeof richTextApi> &
  RoutesByKey<typeof usersApi> &
  RoutesByKey<typeof webVitalsApi>;

export type ApiRouteKey = Extract<keyof ApiRoutes, string>;

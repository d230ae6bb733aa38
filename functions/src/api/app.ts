import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { accommodationsRouter } from './accommodations';
import { attemptsRouter } from './attempts';
import { certificatesRouter } from './certificates';
import { checkoutRouter } from './checkout';
import { firestoreReadMeter } from '../dev/read-meter';
import { healthRouter } from './health';
import { insightsRouter } from './insights';
import { notificationsRouter } from './notifications';
import { paymentsRouter } from './payments';
import { quizAuthoringRouter } from './quiz-authoring';
import { IMPORT_BODY_BYTES, IMPORT_PATH, questionTransferRouter } from './question-transfer';
import { IMAGE_UPLOAD_PATH, questionImagesRouter } from './question-images';
import { quizzesRouter } from './quizzes';
import { receiptsRouter } from './receipts';
import { resultExportsRouter } from './result-exports';
import { richTextRouter } from './rich-text';
import { stripeWebhookRouter } from './stripe-webhook';
import { usersRouter } from './users';
import { webVitalsRouter } from './web-vitals';
import { rejectLargeBodies, sendError } from './errors';
import { IMAGE_LIMITS } from '@quizmaster/shared/question-images';

/** The Express app behind the `api` function. Each API area mounts its own router. */
export const apiApp = express();

/** Largest request body the API accepts; every legitimate call is far smaller. */
const MAX_BODY_BYTES = 100 * 1024;
/** An image upload's JSON: IMAGE_LIMITS.uploadBytes as base64 (4/3 of it) and the braces around it. */
const IMAGE_UPLOAD_BODY_BYTES = Math.ceil(IMAGE_LIMITS.uploadBytes / 3) * 4 + 1024;

apiApp.disable('x-powered-by');
// Question imports carry a whole file, image uploads an image; every other body gets the small limit.
const importBodyLimit = rejectLargeBodies(IMPORT_BODY_BYTES);
const imageBodyLimit = rejectLargeBodies(IMAGE_UPLOAD_BODY_BYTES);
const bodyLimit = rejectLargeBodies(MAX_BODY_BYTES);
apiApp.use((request, response, next) => {
  const limit = IMPORT_PATH.test(request.path) ? importBodyLimit : IMAGE_UPLOAD_PATH.test(request.path) ? imageBodyLimit : bodyLimit;
  limit(request, response, next);
});
if (process.env.FUNCTIONS_EMULATOR === 'true') apiApp.use(firestoreReadMeter()); // npm run bench's read counts
// Cloud Functions has already parsed JSON bodies (and answered malformed JSON with its own 400);
// this parser only acts when the app runs outside that platform.
apiApp.use(express.json({ limit: Math.max(IMPORT_BODY_BYTES, IMAGE_UPLOAD_BODY_BYTES) }));
for (const router of [healthRouter, usersRouter, quizzesRouter, quizAuthoringRouter, questionTransferRouter, accommodationsRouter, attemptsRouter, paymentsRouter, resultExportsRouter, webVitalsRouter, insightsRouter, certificatesRouter, receiptsRouter, notificationsRouter, richTextRouter, questionImagesRouter]) {
  apiApp.use('/api/v1', router);
}
// The spec's payment calls and Stripe's webhook live outside /api/v1 (see the hosting rewrites).
apiApp.use(checkoutRouter);
apiApp.use(stripeWebhookRouter);

apiApp.use((request: Request, response: Response) => {
  sendError(response, 404, 'not-found', `No route for ${request.method} ${request.path}`);
});

const handleError: ErrorRequestHandler = (error: unknown, _request, response, _next) => {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
  if (status === 413) {
    sendError(response, 413, 'payload-too-large', 'The request body is too large.');
  } else if (status === 400) {
    sendError(response, 400, 'invalid-json', 'The request body is not valid JSON.');
  } else {
    console.error(error);
    sendError(response, 500, 'internal', 'Something went wrong on our side.');
  }
};
apiApp.use(handleError);

import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { healthRouter } from './health';
import { sendError } from './errors';

/** The Express app behind the `api` function. Each API area mounts its own router. */
export const apiApp = express();

apiApp.disable('x-powered-by');
apiApp.use(express.json({ limit: '100kb' }));
apiApp.use('/api/v1', healthRouter);

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

import type { Response } from 'express';

/** The one JSON error shape of the API: { error: <code>, message: <human text> }. */
export interface ApiError {
  error: string;
  message: string;
}

export function sendError(response: Response, status: number, error: string, message: string): void {
  const body: ApiError = { error, message };
  response.status(status).json(body);
}

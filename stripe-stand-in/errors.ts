/** Stripe's error body (`{ "error": { … } }`) and the HTTP status that goes with it. */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: object;
  payment_method?: object;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    /**
     * Stripe saves an idempotent result only once the endpoint has started executing: requests
     * refused by parameter validation or authentication can be retried with the same key.
     */
    readonly saveForIdempotency = true,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

export const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

/** A 400 for a bad parameter, found before anything ran (so not saved for its idempotency key). */
export function invalidParam(param: string, message: string, code?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, param, ...(code ? { code, doc_url: docUrl(code) } : {}) }, false);
}

export function missingParam(param: string): StripeApiError {
  return invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing');
}

/** A 400 about the state of an object (refund of an unpaid intent, confirm of a paid one, …). */
export function invalidRequest(message: string, extra: Omit<StripeErrorBody, 'type' | 'message'> = {}): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...extra, ...(extra.code ? { doc_url: docUrl(extra.code) } : {}) });
}

/** 404 for an unknown id in the URL; 400 (as in Stripe) for an unknown id passed as a parameter. */
export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

export function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message }, false);
}

export function unknownRoute(method: string, path: string): StripeApiError {
  return new StripeApiError(
    404,
    {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). The Stripe stand-in implements only part of the API (see stripe-stand-in/README.md).`,
    },
    false,
  );
}

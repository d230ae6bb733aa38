/**
 * What a live hook gives (useUser, useSigninCheck, the Firestore live hooks): loading until the
 * first value, then the latest value, or the error that stopped it.
 */
export type LiveStatus<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

/** A live status that never fails (Auth's own listeners never report an error). */
export type LiveValue<T> = Exclude<LiveStatus<T>, { status: 'error' }>;

export const LOADING = Object.freeze({ status: 'loading', data: undefined, error: undefined } as const);

export const success = <T>(data: T): LiveValue<T> => ({ status: 'success', data, error: undefined });

export const failure = (error: unknown): LiveStatus<never> => ({
  status: 'error',
  data: undefined,
  error: error instanceof Error ? error : new Error(String(error)),
});

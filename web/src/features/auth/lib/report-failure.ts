import { FirebaseError } from 'firebase/app';
import { isRateLimited } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * Shows the spec's failure toast (SPEC.md section 8). Firebase's own refusals (wrong password,
 * e-mail taken, …) are expected; anything else is logged for whoever debugs it. A rate limit's
 * own message says how long to wait, so it replaces the spec's text.
 */
export function reportFailure(message: string, error: unknown): void {
  if (isRateLimited(error)) {
    notify.error(error.message);
    return;
  }
  if (!(error instanceof FirebaseError)) console.error(error);
  notify.error(message);
}

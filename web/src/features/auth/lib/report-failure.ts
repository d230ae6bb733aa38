import { FirebaseError } from 'firebase/app';
import { toast } from 'react-toastify';
import { isRateLimited } from '@/lib/api-client';

/**
 * Shows the spec's failure toast (SPEC.md section 8). Firebase's own refusals (wrong password,
 * e-mail taken, …) are expected; anything else is logged for whoever debugs it. A rate limit's
 * own message says how long to wait, so it replaces the spec's text.
 */
export function reportFailure(message: string, error: unknown): void {
  if (isRateLimited(error)) {
    toast.error(error.message);
    return;
  }
  if (!(error instanceof FirebaseError)) console.error(error);
  toast.error(message);
}

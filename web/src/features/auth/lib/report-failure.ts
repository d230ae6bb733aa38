import { FirebaseError } from 'firebase/app';
import { toast } from 'react-toastify';

/**
 * Shows the spec's failure toast (SPEC.md section 8). Firebase's own refusals (wrong password,
 * e-mail taken, …) are expected; anything else is logged for whoever debugs it.
 */
export function reportFailure(message: string, error: unknown): void {
  if (!(error instanceof FirebaseError)) console.error(error);
  toast.error(message);
}

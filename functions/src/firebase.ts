import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Transaction } from 'firebase-admin/firestore';
import { dataRefs } from './data/refs';

/**
 * The Admin SDK app of the functions (default credentials and project from the runtime). Scripts
 * that load a service (the seed) may have named apps of their own: only the default one counts.
 */
if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();

export const db = getFirestore();
export const refs = dataRefs(db);

/** How many times a transaction the backend closed under it is run again (on top of the SDK's own retries). */
const CLOSED_TRANSACTION_RETRIES = 5;

/**
 * The Firestore emulator closes a transaction that lost a lock to a concurrent one and then answers
 * its next read or commit with INVALID_ARGUMENT "Transaction is invalid or closed" (firebase-tools
 * #4473), which the Admin SDK does not retry (it retries ABORTED, which production answers). Nothing
 * of such a transaction was committed, so running it again is what the SDK would do for ABORTED.
 */
export function isClosedTransaction(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 3 && typeof message === 'string' && message.includes('Transaction is invalid or closed');
}

/** db.runTransaction, also run again when the backend closed the transaction (isClosedTransaction). */
export async function runTransaction<T>(update: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (!isClosedTransaction(error) || attempt > CLOSED_TRANSACTION_RETRIES) throw error;
      console.warn(`Transaction closed by the backend (attempt ${attempt}); running it again.`);
      // A short random pause, so the transactions that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * attempt));
    }
  }
}

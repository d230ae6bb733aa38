import { write, type LogSeverity } from 'firebase-functions/logger';

/**
 * Payment and webhook events, each logged under a stable `event` name (docs/PAYMENTS.md lists
 * them) as one structured entry: Cloud Logging filters on `jsonPayload.event="payment_fulfilled"`,
 * and a reworded message breaks no alert. Call sites say what happened (`logs.refundRecorded(…)`),
 * not how it is printed.
 */

/** An error as a log field: its stack (or message), never `{}` as a bare Error serialises. */
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

function event(severity: LogSeverity, name: string, message: string, fields: object): void {
  write({ severity, message, event: name, ...fields });
}

export const logs = {
  /** A Stripe API call failed (network, outage, unexpected error): the caller got a 502. */
  stripeCallFailed: (error: unknown) => event('ERROR', 'stripe_call_failed', 'Stripe call failed', { error: describe(error) }),

  /** A premium payment was recorded, or found already recorded (`replayed`: a retry, or the other of browser and webhook). */
  paymentFulfilled: (fields: { paymentId: string; uid: string; replayed: boolean; via: 'browser' | 'webhook' }) =>
    event('INFO', 'payment_fulfilled', `Premium payment ${fields.paymentId} ${fields.replayed ? 'already recorded' : 'recorded'}`, fields),

  /** An admin deleted a refunded payment. */
  paymentDeleted: (fields: { paymentId: string; by: string }) => event('INFO', 'payment_deleted', `Payment ${fields.paymentId} deleted`, fields),

  /** The payer asked for a refund ("false" -> "processing"). */
  refundRequested: (fields: { paymentId: string; uid: string }) => event('INFO', 'refund_requested', `Refund of ${fields.paymentId} requested`, fields),

  /** A Stripe refund was recorded on its payment ("true"), by an admin's call or Stripe's webhook. */
  refundRecorded: (fields: { paymentId: string; refundId: string; by: 'admin' | 'stripe' | 'owner' }) =>
    event('INFO', 'refund_recorded', `Refund ${fields.refundId} of ${fields.paymentId} recorded`, fields),

  /** A chargeback was opened, changed or closed on a payment; premium follows it. */
  disputeRecorded: (fields: { paymentId: string; disputeId: string; status: string }) =>
    event('WARNING', 'dispute_recorded', `Dispute ${fields.disputeId} of ${fields.paymentId} is ${fields.status}`, fields),

  /** A webhook call whose Stripe-Signature does not match its body (or has none): answered 400. */
  webhookRejected: (fields: { reason: string }) => event('WARNING', 'webhook_rejected', `Stripe webhook rejected: ${fields.reason}`, fields),

  /** A signed event of a type we do not act on: acknowledged. */
  webhookIgnored: (fields: { eventId: string; type: string }) => event('DEBUG', 'webhook_ignored', `Stripe event ${fields.eventId} (${fields.type}) ignored`, fields),

  /** A signed event handled, with what it did. */
  webhookProcessed: (fields: { eventId: string; type: string; outcome: string }) =>
    event('INFO', 'webhook_processed', `Stripe event ${fields.eventId} (${fields.type}): ${fields.outcome}`, fields),

  /** A signed event that can never apply (not ours, not succeeded): acknowledged, so Stripe stops sending it. */
  webhookRefused: (fields: { eventId: string; type: string; reason: string }) =>
    event('WARNING', 'webhook_refused', `Stripe event ${fields.eventId} (${fields.type}) refused: ${fields.reason}`, fields),

  /** A signed event whose handling failed: answered 500, so Stripe retries it. */
  webhookFailed: (fields: { eventId: string; type: string }, error: unknown) =>
    event('ERROR', 'webhook_failed', `Stripe event ${fields.eventId} (${fields.type}) failed`, { ...fields, error: describe(error) }),
};

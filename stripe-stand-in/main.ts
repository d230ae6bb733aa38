/**
 * `npx tsx stripe-stand-in/main.ts`: runs the Stripe stand-in until SIGINT/SIGTERM.
 *   STRIPE_STAND_IN_PORT  port to listen on (default STRIPE_STAND_IN.defaultPort; 0 = any free port)
 *   STRIPE_WEBHOOK_URL    where to POST signed events (optional)
 * Prints "Stripe stand-in listening on http://127.0.0.1:<port>" once it accepts requests.
 */
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { startStripeStandIn } from './server';

function portFromEnv(): number {
  const text = process.env.STRIPE_STAND_IN_PORT?.trim();
  if (!text) return STRIPE_STAND_IN.defaultPort;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) {
    console.error(`STRIPE_STAND_IN_PORT must be a port number (0-65535), not "${text}".`);
    process.exit(2);
  }
  return port;
}

const webhookUrl = process.env.STRIPE_WEBHOOK_URL?.trim();
const log = (line: string) => {
  console.log(`[stripe-stand-in] ${line}`);
};

const standIn = await startStripeStandIn({ port: portFromEnv(), ...(webhookUrl ? { webhookUrl } : {}), log }).catch((error: unknown) => {
  console.error(`The Stripe stand-in could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`Stripe stand-in listening on ${standIn.url}`);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  // A second signal while closing means "now".
  if (stopping) process.exit(1);
  stopping = true;
  log(`${signal}: closing`);
  standIn.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('The Stripe stand-in did not close cleanly:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

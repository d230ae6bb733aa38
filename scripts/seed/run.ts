/**
 * `npm run seed [-- --reset]`: loads the demo data into the running emulators.
 * `npm start` runs it automatically; --reset empties the emulators first.
 */
import Stripe from 'stripe';
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from '@quizmaster/shared/constants';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { clearEmulators, emulatorAdmin } from '../lib/emulator-admin';
import { emulatorClientEnv } from '../lib/emulators.mjs';
import { demoAccounts } from './demo-accounts';
import { seedDemoInsights } from './insights';
import { seedDemoNotifications } from './notifications';
import { seedDemoData } from './seed';

/**
 * The demo premium payment as a paid PaymentIntent at the local Stripe stand-in, so an admin can
 * refund it in the app. Its metadata is not a premium product's, so the webhook leaves the
 * seeded payment alone. Without a running stand-in, the seed keeps its fixed id.
 */
async function demoPaymentAtStandIn(): Promise<string | undefined> {
  const stripe = new Stripe(STRIPE_STAND_IN.secretKey, {
    host: '127.0.0.1',
    port: STRIPE_STAND_IN.defaultPort,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeout: 3000,
  });
  try {
    const { uid, email } = demoAccounts.premium;
    const intent = await stripe.paymentIntents.create({
      amount: PREMIUM_PRICE_CENTS,
      currency: PREMIUM_CURRENCY,
      metadata: { uid, email, product: 'quizmaster-demo-seed' },
    });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    return intent.id;
  } catch {
    return undefined;
  }
}

// Run by hand, it talks to the emulators at firebase.json's ports (npm start passes the same).
for (const [name, value] of Object.entries(emulatorClientEnv())) process.env[name] ??= value;

const admin = emulatorAdmin('seed');
try {
  if (process.argv.includes('--reset')) await clearEmulators();
  const premiumPaymentId = await demoPaymentAtStandIn();
  const { accounts, quizzes } = await seedDemoData(admin, premiumPaymentId ? { premiumPaymentId } : {});
  const { submissions } = await seedDemoInsights(admin.firestore);
  console.log(`Seeded ${String(accounts)} demo accounts, ${String(quizzes)} quizzes and ${String(submissions)} demo learners' results.`);
  await seedDemoNotifications();
} finally {
  await admin.close();
}

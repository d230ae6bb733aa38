/**
 * `npm run seed [-- --reset]`: loads the demo data into the running emulators.
 * `npm start` runs it automatically; --reset empties the emulators first.
 */
import { clearEmulators, emulatorAdmin } from '../lib/emulator-admin';
import { seedDemoData } from './seed';

const admin = emulatorAdmin('seed');
try {
  if (process.argv.includes('--reset')) await clearEmulators();
  const { accounts, quizzes } = await seedDemoData(admin);
  console.log(`Seeded ${String(accounts)} demo accounts and ${String(quizzes)} quizzes.`);
} finally {
  await admin.close();
}

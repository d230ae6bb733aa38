import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { seedDemoData } from '@quizmaster/scripts/seed/seed';
import { appUrl } from '../support/urls';

/**
 * The functions emulator starts a worker on the first call, which takes seconds on two cores;
 * the first sign-in of each Playwright worker would pay for it within its 10 s expectation.
 * A few calls at once (one per Playwright worker, and one spare) start them here instead.
 */
async function warmUpFunctions() {
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      const response = await fetch(`${appUrl}/api/v1/get-all-quiz?limit=1`);
      if (!response.ok) throw new Error(`Warming up the functions: GET /api/v1/get-all-quiz answered ${String(response.status)}.`);
    }),
  );
}

/**
 * Every browser run starts from the demo data alone, whatever earlier suites left behind.
 * E2E_KEEP_DATA=1 only (re)seeds, for running one spec against a stack someone else is using.
 */
export default async function globalSetup() {
  const admin = emulatorAdmin('e2e-setup');
  try {
    if (process.env.E2E_KEEP_DATA !== '1') await clearEmulators();
    await seedDemoData(admin);
    await warmUpFunctions();
  } finally {
    await admin.close();
  }
}

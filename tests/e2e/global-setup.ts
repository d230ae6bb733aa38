import { clearEmulators, emulatorAdmin } from '../../scripts/lib/emulator-admin';
import { seedDemoData } from '../../scripts/seed/seed';

/**
 * Every browser run starts from the demo data alone, whatever earlier suites left behind.
 * E2E_KEEP_DATA=1 only (re)seeds, for running one spec against a stack someone else is using.
 */
export default async function globalSetup() {
  const admin = emulatorAdmin('e2e-setup');
  try {
    if (process.env.E2E_KEEP_DATA !== '1') await clearEmulators();
    await seedDemoData(admin);
  } finally {
    await admin.close();
  }
}

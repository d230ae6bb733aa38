import { clearEmulators, emulatorAdmin } from '../../scripts/lib/emulator-admin';
import { seedDemoData } from '../../scripts/seed/seed';

/** Every browser run starts from the demo data alone, whatever earlier suites left behind. */
export default async function globalSetup() {
  const admin = emulatorAdmin('e2e-setup');
  try {
    await clearEmulators();
    await seedDemoData(admin);
  } finally {
    await admin.close();
  }
}

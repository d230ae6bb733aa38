import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** Reads a required emulator address from the environment (set by the scripts and emulators:exec). */
function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[variable];
  if (!host) {
    throw new Error(`${variable} is not set: this tool only talks to the local emulators (run it through npm start or npm test).`);
  }
  return host;
}

export function emulatorProjectId(): string {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID;
  if (!projectId?.startsWith('demo-')) {
    throw new Error(`Refusing to touch project "${projectId ?? ''}": emulator tools use a demo-* project id.`);
  }
  return projectId;
}

/** An Admin SDK app bound to the emulators; refuses to start without them. */
export function emulatorAdmin(name = `emulator-admin-${String(Date.now())}`) {
  emulatorHost('FIRESTORE_EMULATOR_HOST');
  emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const app: App = initializeApp({ projectId: emulatorProjectId() }, name);
  return { app, auth: getAuth(app), firestore: getFirestore(app), close: () => deleteApp(app) };
}

/** Deletes every document and every account in the emulators (their REST reset endpoints). */
export async function clearEmulators(): Promise<void> {
  const projectId = emulatorProjectId();
  const resets = [
    `http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/emulator/v1/projects/${projectId}/accounts`,
  ];
  for (const url of resets) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Could not reset ${url}: HTTP ${String(response.status)}`);
  }
}

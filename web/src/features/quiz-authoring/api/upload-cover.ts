import type { FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

/** Storage port, as fixed in firebase.json. */
const STORAGE_EMULATOR_PORT = 9199;

/**
 * Whether covers can be uploaded: against the emulators only when the Storage emulator runs
 * (it cannot start offline); in a real project when it has a Storage bucket.
 */
export const coverUploadAvailable = env.VITE_USE_EMULATORS ? env.VITE_STORAGE_EMULATOR : !!env.VITE_FIREBASE_STORAGE_BUCKET;

const connectedApps = new WeakSet<FirebaseApp>();

/**
 * Uploads a cover to Storage (`covers/<random>.<ext>`; storage.rules let only admins write
 * PNG or JPEG up to 5 MB there) and answers its download URL. firebase/storage loads only here,
 * so it stays out of every bundle but this page's.
 */
export async function uploadCover(app: FirebaseApp, file: File, onProgress: (percent: number) => void): Promise<string> {
  const { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytesResumable } = await import('firebase/storage');
  const storage = getStorage(app);
  if (env.VITE_USE_EMULATORS && !connectedApps.has(app)) {
    connectStorageEmulator(storage, env.VITE_EMULATOR_HOST, STORAGE_EMULATOR_PORT);
    connectedApps.add(app);
  }
  const extension = file.name.split('.').pop()?.toLowerCase() ?? 'png';
  const task = uploadBytesResumable(ref(storage, `covers/${crypto.randomUUID()}.${extension}`), file, { contentType: file.type });
  await new Promise<void>((resolve, reject) => {
    task.on('state_changed', (snapshot) => onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)), reject, resolve);
  });
  return getDownloadURL(task.snapshot.ref);
}

// @ts-check
// Prepares the Firebase emulator stack on machines with no internet access (see
// ENVIRONMENT.md): checks Java and the fixed ports, starts the Firestore emulator from the
// Google Cloud SDK's jar through a generated launcher, and includes the Storage emulator and
// the Emulator UI only when their downloads are available.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import { SetupError } from './console.mjs';
// eslint-disable-next-line quizmaster/no-cross-package-imports -- runs before npm install links the workspaces
import standIn from '../../shared/src/stripe-stand-in.json' with { type: 'json' };
import { bin, repoRoot } from './processes.mjs';

export const PROJECT_ID = JSON.parse(readFileSync(`${repoRoot}/.firebaserc`, 'utf8')).projects.default;

/** @type {{ emulators: Record<string, { port?: number, enabled?: boolean }> }} */
const firebaseConfig = JSON.parse(readFileSync(`${repoRoot}/firebase.json`, 'utf8'));

/** @param {'auth' | 'firestore' | 'functions' | 'hosting' | 'storage'} name */
export function emulatorPort(name) {
  const port = firebaseConfig.emulators[name]?.port;
  if (!port) throw new Error(`firebase.json has no port for the ${name} emulator`);
  return port;
}

/** Host:port strings the Admin SDK and test tools read from the environment. */
export function emulatorClientEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulatorPort('firestore')}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort('auth')}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${emulatorPort('storage')}`,
    APP_URL: `http://localhost:${emulatorPort('hosting')}`,
    // The Admin SDK would otherwise probe for a Google Cloud metadata server and warn.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** The local Stripe stand-in's port (shared/src/stripe-stand-in.json). */
const STRIPE_STAND_IN_PORT = standIn.defaultPort;

const firebaseCacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
const ourCacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'quizmaster');

function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    throw new SetupError(
      'Java is not installed: the Firestore emulator needs Java 11 or newer (Debian: apt-get install -y openjdk-17-jre-headless).',
    );
  }
  const major = Number(/version "(?:1\.)?(\d+)/.exec(result.stderr)?.[1] ?? 0);
  if (major && major < 11) {
    throw new SetupError(`Java ${major} is too old: the Firestore emulator needs Java 11 or newer.`);
  }
}

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function canListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      // A machine without IPv6 cannot bind ::1 at all; that says nothing about the port.
      resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT');
    });
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** @param {string[]} emulators */
async function checkPorts(emulators) {
  for (const name of emulators) {
    const port = emulatorPort(/** @type {any} */ (name));
    if (!(await canListen(port, '127.0.0.1')) || !(await canListen(port, '::1'))) {
      throw new SetupError(
        `Port ${port} (${name} emulator) is already in use: stop whatever holds it (\`lsof -i :${port}\`) and try again.`,
      );
    }
  }
}

/** The Google Cloud SDK's Firestore emulator jar, when its Debian component is installed. */
function findSdkFirestoreJar() {
  const jarPath = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
  const candidates = [process.env.CLOUDSDK_ROOT, '/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
  for (const root of candidates) if (root && existsSync(join(root, jarPath))) return join(root, jarPath);
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  const root = gcloud.status === 0 ? gcloud.stdout.trim() : '';
  return root && existsSync(join(root, jarPath)) ? join(root, jarPath) : undefined;
}

/**
 * Manifest lines are at most 72 bytes; longer values continue on lines starting with a space.
 * @param {string} name
 * @param {string} value
 */
export function manifestLine(name, value) {
  const line = `${name}: ${value}`;
  const chunks = [line.slice(0, 72)];
  for (let i = 72; i < line.length; i += 71) chunks.push(` ${line.slice(i, i + 71)}`);
  return chunks.join('\r\n');
}

/**
 * Writes a jar (a zip archive) holding only a manifest, stored uncompressed.
 * @param {string} file
 * @param {string} manifest
 */
function writeManifestOnlyJar(file, manifest) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const data = Buffer.from(manifest);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt16LE(0x21, 12); // date: 1980-01-01
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6); // version needed
  central.writeUInt16LE(0x21, 14); // date: 1980-01-01
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

/**
 * The SDK jar has no Main-Class, so `java -jar` cannot start it; a launcher jar whose
 * manifest names the main class and puts the SDK jar on the class path can. Exported for
 * tests that start a stack of their own.
 * @returns {Record<string, string>} environment for firebase-tools, empty without the SDK component
 */
export function firestoreLauncherEnv() {
  const sdkJar = findSdkFirestoreJar();
  if (!sdkJar) return {};
  mkdirSync(ourCacheDir, { recursive: true });
  const launcher = join(ourCacheDir, 'firestore-emulator-launcher.jar');
  const manifest = [
    'Manifest-Version: 1.0',
    manifestLine('Main-Class', 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'),
    manifestLine('Class-Path', pathToFileURL(sdkJar).href),
    '',
    '',
  ].join('\r\n');
  writeManifestOnlyJar(launcher, manifest);
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

/**
 * True when firebase-tools has (or can download now) the files an optional emulator needs.
 * @param {'storage' | 'ui'} emulator
 * @param {string} cachedName file or folder that firebase-tools keeps in its cache
 */
function downloadable(emulator, cachedName) {
  if (existsSync(join(firebaseCacheDir, cachedName))) return true;
  const result = spawnSync(bin('firebase'), [`setup:emulators:${emulator}`], {
    cwd: repoRoot,
    stdio: 'ignore',
    timeout: 60_000,
  });
  return result.status === 0;
}

/**
 * @typedef {object} EmulatorPlan
 * @property {string[]} only emulators to start
 * @property {Record<string, string>} env variables for the firebase-tools process
 * @property {string[]} firebaseArgs global arguments for firebase-tools (project, config)
 * @property {boolean} storage whether the Storage emulator runs
 * @property {string[]} notes one-line remarks for the developer
 */

/**
 * Checks the machine and decides how to start the emulators.
 * @param {{ hosting?: boolean }} [options]
 * @returns {Promise<EmulatorPlan>}
 */
export async function planEmulators({ hosting = true } = {}) {
  checkJava();
  const only = ['auth', 'firestore', 'functions', ...(hosting ? ['hosting'] : [])];
  const notes = [];
  const storage = downloadable('storage', 'cloud-storage-rules-runtime-v1.1.3.jar');
  if (storage) only.push('storage');
  else notes.push('Storage emulator skipped: its rules runtime cannot be downloaded offline (built-in covers still work).');
  await checkPorts(only);
  if (!(await canListen(STRIPE_STAND_IN_PORT, '127.0.0.1'))) {
    throw new SetupError(`Port ${STRIPE_STAND_IN_PORT} (the local Stripe stand-in) is already in use: stop whatever holds it (\`lsof -i :${STRIPE_STAND_IN_PORT}\`).`);
  }

  const firebaseArgs = ['--project', PROJECT_ID];
  if (downloadable('ui', 'ui-v1.15.0')) {
    const config = JSON.parse(readFileSync(`${repoRoot}/firebase.json`, 'utf8'));
    config.emulators.ui = { enabled: true, port: 4000 };
    writeFileSync(`${repoRoot}/firebase.local.json`, JSON.stringify(config, null, 2));
    firebaseArgs.push('--config', 'firebase.local.json');
    notes.push('Emulator UI: http://localhost:4000');
  }

  const env = {
    ...firestoreLauncherEnv(),
    // firebase-tools otherwise asks the network for updates and a message of the day.
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
  };
  return { only, env, firebaseArgs, storage, notes };
}

// @ts-check
// Preloaded (`tsx --import ./scripts/lib/emulator-env.mjs …`) by the maintenance commands in
// functions/src/maintenance/cli/: without `--project` they act on the local emulators, whose
// hosts this puts in the environment unless the caller (firebase emulators:exec, a test) already did.
import { emulatorClientEnv } from './emulators.mjs';

if (!process.argv.includes('--project')) {
  for (const [variable, value] of Object.entries(emulatorClientEnv())) process.env[variable] ??= value;
}

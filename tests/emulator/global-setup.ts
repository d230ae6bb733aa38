import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firestoreHost, projectId } from '../support/urls';

/**
 * After the emulator tests: saves the Firestore emulator's rules coverage report (which rule
 * lines the tests exercised) and prints where it is.
 */
export default function setup() {
  return async function teardown() {
    const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}:ruleCoverage.html`;
    const response = await fetch(url).catch(() => undefined);
    if (!response?.ok) {
      console.warn(`Rules coverage report unavailable (${url}).`);
      return;
    }
    const file = resolve('test-results/firestore-rules-coverage.html');
    mkdirSync('test-results', { recursive: true });
    writeFileSync(file, await response.text());
    console.log(`\nFirestore rules coverage report: ${file}`);
  };
}

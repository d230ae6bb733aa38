import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { firestoreHost, projectId as defaultProjectId } from '../support/urls';

/**
 * After a project's emulator tests: saves the Firestore emulator's rules coverage report (which
 * rule lines the tests exercised) for the demo project they used, and prints where it is. The
 * rules tests run in `emulator:isolated`, whose report is firestore-rules-coverage.html.
 */
export default function setup(project: TestProject) {
  const projectId = project.config.env.GCLOUD_PROJECT ?? defaultProjectId;
  const isolated = project.name === 'emulator:isolated';
  return async function teardown() {
    const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}:ruleCoverage.html`;
    const response = await fetch(url).catch(() => undefined);
    if (!response?.ok) {
      console.warn(`Rules coverage report unavailable (${url}).`);
      return;
    }
    const file = resolve(`test-results/firestore-rules-coverage${isolated ? '' : `-${project.name}`}.html`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(file, await response.text());
    console.log(`\nFirestore rules coverage report: ${file}`);
  };
}

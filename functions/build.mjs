// @ts-check
// Bundles the functions and the shared domain code (@quizmaster/shared) into lib/index.cjs (CommonJS,
// which every deploy target loads; the sources are ES modules).
// `firebase deploy` uploads only this folder, and npm workspace links do not survive the
// upload, so shared code must be inside the bundle while npm dependencies stay external.
import * as esbuild from 'esbuild';
import pkg from './package.json' with { type: 'json' };

const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]);
// `--outfile <path>` bundles elsewhere (the bundle test does, so it never races a real build).
const outfileIndex = process.argv.indexOf('--outfile');
const outfile = outfileIndex >= 0 ? process.argv[outfileIndex + 1] : undefined;

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/index.ts'],
  outfile: outfile ?? 'lib/index.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const context = await esbuild.context({ ...options, logLevel: 'info' });
  await context.watch();
} else {
  await esbuild.build(options);
}

import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { chakraStyledSystemDir, editChakraModule, editedChakraModules } from './chakra-system-in-steps';
import { systemConfigs } from './theme';

/** The tests run from the repository's root (vitest.config.ts). */
const repoRoot = process.cwd();
const installedEsm = join(repoRoot, chakraStyledSystemDir, '..');

/**
 * The installed Chakra's styled system as the build edits it, in a directory of its own inside the
 * repository (its imports of packages resolve to the repository's node_modules).
 */
function editedStyledSystem(): string {
  const parent = join(repoRoot, 'test-results');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'chakra-steps-'));
  for (const part of ['styled-system', 'utils']) cpSync(join(installedEsm, part), join(dir, 'esm', part), { recursive: true });
  for (const file of editedChakraModules) {
    const path = join(dir, 'esm/styled-system', file);
    writeFileSync(path, editChakraModule(file, readFileSync(path, 'utf8')));
  }
  return dir;
}

type SystemInSteps = typeof createSystem & { steps: (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void> };

/** A recipe's styles for some variant props (Chakra types its recipe functions loosely). */
const recipeCss = (recipe: unknown, props: Record<string, string>): unknown => (recipe as (props: Record<string, string>) => unknown)(props);

/** What the app reads of a system: its CSS for sample styles and recipes, its tokens and properties. */
function fingerprint(system: SystemContext): string {
  return JSON.stringify([
    system._global,
    system.css({ color: 'fg.error', p: '4', bg: 'colorPalette.solid', colorPalette: 'blue', textStyle: 'sm', layerStyle: 'fill.muted', md: { px: 8 }, _dark: { color: 'red.300' } }),
    recipeCss(system.getRecipeFn('button'), { size: 'sm', variant: 'outline' }),
    recipeCss(system.getSlotRecipeFn('switch'), { size: 'lg' }),
    recipeCss(system.getSlotRecipeFn('card'), {}),
    [...system.tokens.flatMap],
    system.token('colors.red.500'),
    system.token.var('spacing.4'),
    [...system.properties].sort(),
  ]);
}

describe('chakraSystemInSteps (the build edit of Chakra that builds its system over several tasks)', () => {
  const dir = editedStyledSystem();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const load = async () => ((await import(/* @vite-ignore */ join(dir, 'esm/styled-system/system.js'))) as { createSystem: SystemInSteps }).createSystem;

  it('builds the same system in steps as createSystem does at once, pausing at least five times', async () => {
    const edited = await load();
    const steps = edited.steps(...systemConfigs);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBeGreaterThanOrEqual(5);
    expect(fingerprint(step.value)).toBe(fingerprint(createSystem(...systemConfigs)));
  });

  it('leaves createSystem itself working as before', async () => {
    const edited = await load();
    expect(fingerprint(edited(...systemConfigs))).toBe(fingerprint(createSystem(...systemConfigs)));
  });

  it('refuses a module that no longer reads as expected', () => {
    expect(() => editChakraModule('system.js', 'function createSystem() {}')).toThrow(/no longer reads as chakraSystemInSteps expects/);
  });
});

import { createElement, type ComponentType, type ReactElement } from 'react';
import type { ShellName } from './shell-routes';

/**
 * Each route's shell in a module of its own (app/routes/shells/), so a page's first visit fetches
 * its own shell only. The route's modules load it with them (app/route-loading.ts), before the
 * page renders: the guards and loading states then show it at once (route-shell.tsx).
 */
const shellModules = import.meta.glob<{ Shell: ComponentType }>('../routes/shells/*.tsx');

const loaded = new Map<ShellName, ReactElement>();
const loading = new Map<ShellName, Promise<ReactElement>>();

/** Loads a shell's module (once); resolves with its element. */
export function loadShell(shell: ShellName): Promise<ReactElement> {
  let pending = loading.get(shell);
  if (!pending) {
    const load = shellModules[`../routes/shells/${shell}.tsx`];
    if (!load) throw new Error(`There is no shell module routes/shells/${shell}.tsx.`);
    pending = load().then(({ Shell }) => {
      const element = createElement(Shell);
      loaded.set(shell, element);
      return element;
    });
    loading.set(shell, pending);
  }
  return pending;
}

/** A shell's element if its module has loaded (then it renders without suspending). */
export const loadedShell = (shell: ShellName): ReactElement | undefined => loaded.get(shell);

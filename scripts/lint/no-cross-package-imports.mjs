// @ts-check
// ESLint rule: a relative import stays inside its own package (the nearest folder with a
// package.json). Code of another workspace is imported by its name, through what that package's
// `exports` offers (`@quizmaster/functions/data/refs`), never by a path into its internals
// (`../../functions/src/data/refs`). The root package's own files (vitest.config.ts and the like)
// wire the workspaces together and may point into them; anyone may read the root's own files
// (firebase.json, firestore.indexes.json, playwright.config.ts), which configure them all.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** @type {Map<string, string>} */
const rootOfDir = new Map();

/**
 * The folder of the nearest package.json at or above `dir`, inside the repository.
 * @param {string} dir
 * @returns {string}
 */
function packageRoot(dir) {
  const known = rootOfDir.get(dir);
  if (known !== undefined) return known;
  const root = dir === repoRoot || !dir.startsWith(`${repoRoot}/`) ? repoRoot : existsSync(join(dir, 'package.json')) ? dir : packageRoot(dirname(dir));
  rootOfDir.set(dir, root);
  return root;
}

/** @param {string} root */
function packageName(root) {
  return /** @type {{ name?: string }} */ (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))).name ?? relative(repoRoot, root);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossPackageImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay inside their package; other workspaces are imported through their exports.' },
    schema: [],
    messages: {
      crossing:
        "'{{source}}' reaches from {{from}}/ into {{to}}/: import it as '{{name}}/…' (add the subpath to the `exports` of {{to}}/package.json).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = packageRoot(dirname(file));
    if (from === repoRoot) return {};
    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = packageRoot(dirname(resolve(dirname(file), source.value, 'x')));
      if (to === from || to === repoRoot) return;
      context.report({
        node: source,
        messageId: 'crossing',
        data: { source: source.value, from: relative(repoRoot, from), to: relative(repoRoot, to), name: packageName(to) },
      });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

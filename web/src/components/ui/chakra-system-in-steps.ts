import type { Plugin } from 'vite';

/** Where the modules edited below are, in the installed @chakra-ui/react. */
export const chakraStyledSystemDir = '/node_modules/@chakra-ui/react/dist/esm/styled-system/';

/** Each edited module's edits: one match of `from` each, else Chakra's code changed. */
const edits: Record<string, [string | RegExp, string][]> = {
  'system.js': [
    ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
    ['function createSystem(...configs) {', 'function* createSystemSteps(...configs) {'],
    ['  const tokens = createTokenDictionary({', '  yield;\n  const tokens = yield* createTokenDictionarySteps({'],
    ['  const breakpoints = createBreakpoints(', '  yield;\n  const breakpoints = createBreakpoints('],
    [/ {2}const query = \{[^]*?\n {2}\};\n(?= {2}return \{)/, ''],
    [',\n    query\n  };', '\n  };'],
    [
      'function getTokenMap(tokens) {',
      'function createSystem(...configs) {\n  const steps = createSystemSteps(...configs);\n  for (;;) {\n    const step = steps.next();\n    if (step.done) return step.value;\n  }\n}\ncreateSystem.steps = createSystemSteps;\nfunction getTokenMap(tokens) {',
    ],
  ],
  'token-dictionary.js': [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
    ['  function build() {', '  function* build() {'],
    ['    applyTransforms("pre");\n', '    applyTransforms("pre");\n    yield;\n'],
    ['    expandTokenReferences$1();\n', '    expandTokenReferences$1();\n    yield;\n'],
    ['    applyTransforms("post");\n', '    applyTransforms("post");\n    yield;\n'],
    ['  build();\n  return dictionary;', '  yield* build();\n  return dictionary;'],
    ['export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionarySteps, tokenCategories };'],
  ],
  'utility.js': [
    ['    assignPropertyType(property, config);\n', ''],
    ['    assignPropertyTypes();\n', ''],
  ],
};

/** The names of the styled-system modules editChakraModule edits. */
export const editedChakraModules = Object.keys(edits);

/**
 * A styled-system module of Chakra as chakraSystemInSteps builds it (`file`: its name, such as
 * 'system.js'); throws when Chakra's code no longer reads as the edits expect.
 */
export function editChakraModule(file: string, code: string): string {
  let edited = code;
  for (const [from, to] of edits[file] ?? []) {
    const found = typeof from === 'string' ? edited.split(from).length - 1 : (edited.match(new RegExp(from, 'g')) ?? []).length;
    if (found !== 1) throw new Error(`${chakraStyledSystemDir}${file} no longer reads as chakraSystemInSteps expects (${String(from)}): update src/components/ui/chakra-system-in-steps.ts.`);
    edited = edited.replace(from, () => to);
  }
  return edited;
}

/**
 * Chakra's createSystem is one uninterruptible task (~100 ms on a phone, the longest of a
 * signed-in page's start-up; most of it the token dictionary). This build plugin makes it a
 * generator too, `createSystem.steps`, which pauses between its parts (each well under 50 ms on a
 * phone), so the app can build its system over several tasks (theme.ts, buildSystemInSteps);
 * createSystem itself runs the same steps at once. It also drops what only Chakra's CLI reads (its
 * type generation): the system's `query` lists and the utilities' property types. Fails the build
 * when Chakra's code no longer reads as expected, so an upgrade cannot silently undo it.
 */
export function chakraSystemInSteps(): Plugin {
  return {
    name: 'quizmaster:chakra-system-in-steps',
    transform(code, id) {
      const file = editedChakraModules.find((name) => id.endsWith(chakraStyledSystemDir + name));
      if (!file) return null;
      try {
        return editChakraModule(file, code);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

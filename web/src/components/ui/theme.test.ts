import { describe, expect, it } from 'vitest';
import { tokens } from '@chakra-ui/react/theme';
import { droppedPalettes, recipes, slotRecipes } from './theme';

/**
 * The recipe each Chakra component looks up (null: it has none). A component the app imports
 * must be listed here; when you add one, look up its recipe key in Chakra's theme and add both.
 */
const recipeOf: Record<string, string | null> = {
  Alert: 'alert',
  AspectRatio: null,
  Avatar: 'avatar',
  Badge: 'badge',
  Box: null,
  Button: 'button',
  Card: 'card',
  Center: null,
  Checkbox: 'checkbox',
  Circle: null,
  CloseButton: 'button',
  Code: 'code',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  EmptyState: 'emptyState',
  Field: 'field',
  Flex: null,
  Float: null,
  Grid: null,
  HStack: null,
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Image: null,
  Input: 'input',
  // Its addons (startAddon, endAddon) take the 'inputAddon' recipe, which the system leaves out:
  // the app uses none (checked below); its elements (startElement, endElement) take none.
  InputGroup: null,
  Link: 'link',
  LinkBox: null,
  LinkOverlay: null,
  List: 'list',
  NativeSelect: 'nativeSelect',
  Portal: null,
  Progress: 'progress',
  RadioCard: 'radioCard',
  Separator: 'separator',
  SimpleGrid: null,
  Skeleton: 'skeleton',
  SkeletonText: 'skeleton',
  Spacer: null,
  Spinner: 'spinner',
  Stack: null,
  Stat: 'stat',
  Switch: 'switch',
  Table: 'table',
  Text: null,
  Textarea: 'textarea',
  VStack: null,
  VisuallyHidden: null,
  Wrap: null,
  chakra: null,
};

/**
 * Components whose recipe is not in the system: each is imported from Chakra only by its wrapper
 * in components/ui, which passes the recipe (the `recipe` prop), so only the pages that show it
 * carry it.
 */
const wrapperOf: Record<string, { file: string; recipe: string }> = {
  Code: { file: 'code.tsx', recipe: 'codeRecipe' },
  DataList: { file: 'data-list.tsx', recipe: 'dataListSlotRecipe' },
  Dialog: { file: 'dialog.tsx', recipe: 'dialogSlotRecipe' },
  Drawer: { file: 'drawer.tsx', recipe: 'drawerSlotRecipe' },
  NativeSelect: { file: 'native-select.tsx', recipe: 'nativeSelectSlotRecipe' },
  Progress: { file: 'progress.tsx', recipe: 'progressSlotRecipe' },
  Separator: { file: 'separator.tsx', recipe: 'separatorRecipe' },
  Stat: { file: 'stat.tsx', recipe: 'statSlotRecipe' },
  Table: { file: 'table.tsx', recipe: 'tableSlotRecipe' },
  Textarea: { file: 'textarea.tsx', recipe: 'textareaRecipe' },
};

/** Not components: the theme's own building blocks and types. */
const notComponents = new Set(['ChakraProvider', 'createRecipeContext', 'createSystem', 'defaultBaseConfig', 'defineConfig', 'mergeConfigs', 'useRecipe', 'useSlotRecipe']);

/** Every source file of the app (not the tests), as text. */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The values a source imports from '@chakra-ui/react'. */
function chakraImportsOf(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

/** Every value imported from '@chakra-ui/react' anywhere in web/src. */
function chakraImports(): Set<string> {
  return new Set(Object.values(sources).flatMap(chakraImportsOf));
}

describe('the Chakra system', () => {
  const used = [...chakraImports()].filter((name) => !notComponents.has(name));

  it('knows the recipe of every Chakra component the app imports', () => {
    expect(used.filter((name) => !(name in recipeOf))).toEqual([]);
  });

  it('gives every Chakra component the app imports its recipe: the system has it, or its wrapper passes it', () => {
    const available = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const missing = used.flatMap((name) => {
      const key = recipeOf[name];
      return key && !available.has(key) && !(name in wrapperOf) ? [`${name} (${key})`] : [];
    });
    expect(missing).toEqual([]);
    expect(used.length).toBeGreaterThan(20);
  });

  it('leaves the recipes of wrapped components out of the system, and imports those components only in their wrapper', () => {
    const available = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    for (const [name, { file, recipe }] of Object.entries(wrapperOf)) {
      expect(available.has(recipeOf[name] ?? ''), `${name}'s recipe in the system`).toBe(false);
      const importers = Object.entries(sources)
        .filter(([, source]) => chakraImportsOf(source).includes(name))
        .map(([path]) => path);
      expect(importers, `modules importing ${name} from Chakra`).toEqual([`./${file}`]);
      expect(sources[`./${file}`], `${file} passes ${recipe}`).toMatch(new RegExp(`recipe=\\{${recipe}\\}`));
    }
  });

  it("leaves InputGroup's addons unused (their recipe is not in the system)", () => {
    expect(Object.entries(sources).filter(([, source]) => /\b(start|end)Addon(Props)?\b/.test(source)).map(([path]) => path)).toEqual([]);
  });

  // Plain elements styled by a component's recipe (components/ui/toggle-switch.tsx and others).
  it('has every slot recipe the app looks up by key', () => {
    const keys = Object.values(sources).flatMap((source) => [...source.matchAll(/useSlotRecipe\(\{\s*key:\s*'([^']+)'/g)].map((match) => match[1] ?? ''));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.filter((key) => !(key in slotRecipes))).toEqual([]);
  });

  it('keeps every colour palette the app names (colorPalette, palette tokens such as purple.fg)', () => {
    const allPalettes = Object.entries(tokens.colors)
      .filter(([, shades]) => typeof shades === 'object' && '500' in shades)
      .map(([name]) => name);
    const named = allPalettes.filter((palette) =>
      Object.entries(sources).some(([path, source]) => path !== './theme.ts' && new RegExp(`['"]${palette}['"]|\\b${palette}\\.[a-zA-Z0-9]`).test(source)),
    );
    expect(named).toContain('purple');
    expect(named.filter((palette) => droppedPalettes.includes(palette))).toEqual([]);
    expect(droppedPalettes.filter((palette) => !allPalettes.includes(palette))).toEqual([]);
  });
});

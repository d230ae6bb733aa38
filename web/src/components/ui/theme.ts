import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes (component styles) of the Chakra components the app uses, by the key each
 * component looks up. Chakra's `defaultConfig` carries all ~80 of them, and turning them into
 * CSS at start-up was most of the landing page's script time; a component whose recipe is
 * missing renders unstyled, so theme.test.ts checks this list against the app's imports.
 * Components only some pages show (dialog, drawer, table, stat, data list, native select, textarea,
 * code, progress, separator) get their recipe from a wrapper in components/ui instead
 * (the `recipe` prop), so the other pages do not carry it.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  switch: switchSlotRecipe,
};

/**
 * Chakra's colour palettes the app never names (colorPalette="…", tokens such as purple.fg), nor
 * do Chakra's own semantic tokens (bg.error is red, bg.warning orange, bg.success green, bg.info
 * blue, the rest gray): their ~110 tokens only made createSystem build more CSS variables.
 * theme.test.ts checks that the app names none of them.
 */
export const droppedPalettes: readonly string[] = ['yellow', 'teal', 'cyan', 'pink'];

/** A colour token group without the dropped palettes. */
function withoutDroppedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !droppedPalettes.includes(name))) as T;
}

/**
 * Whether this build's system builds Chakra's global styles: the prerender (SSR) writes them into
 * every page and the dev server inserts them, but the built app's pages carry them in their HTML
 * and its system never builds them (global-styles.ts). What only they use (the keyframes and the
 * global CSS: about 1 KiB gzip) is then left out of the app's bundle.
 */
const buildsGlobalStyles = import.meta.env.SSR || import.meta.env.DEV;

/** Chakra's default theme (tokens, text and layer styles, animations) with only the recipes above. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: buildsGlobalStyles ? globalCss : {},
  theme: {
    breakpoints,
    keyframes: buildsGlobalStyles ? keyframes : {},
    tokens: { ...tokens, colors: withoutDroppedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutDroppedPalettes(semanticTokens.colors) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Our global CSS: the header's anchor offset, and which prerendered shell parts show. */
const appGlobalCss = {
  html: { scrollPaddingTop: '80px' },
  // A prerendered signed-in shell (app/shell) carries both roles' sidebar; the inline script of
  // index.html marks <html> with the session hint's role, so only the right one shows
  // (important: the global styles' layer comes before the components' display).
  'html:not([data-role=admin]) [data-shell-role=admin], html[data-role=admin] [data-shell-role=player]': { display: 'none !important' },
  // A browser the hint says is signed out sees no signed-in shell while the app sends it to /login.
  'html[data-session=signed-out] [data-shell-content]': { visibility: 'hidden !important' },
};

/**
 * Our changes: system fonts (nothing to download), and error text dark enough for WCAG AA
 * contrast (Chakra's default red.500 on white is 3.8:1).
 */
const quizMasterTheme = defineConfig({
  globalCss: buildsGlobalStyles ? appGlobalCss : {},
  theme: {
    tokens: {
      fonts: {
        heading: { value: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif` },
        body: { value: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif` },
      },
    },
    semanticTokens: {
      colors: {
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
    },
  },
});

let system: SystemContext | undefined;

/** What the app's system is made of (exported for chakra-system-in-steps.test.ts). */
export const systemConfigs = [defaultBaseConfig, chakraTheme, quizMasterTheme] as const;

/**
 * The app's Chakra system, created on first use: createSystem is one of the longest tasks of the
 * start-up, so the app builds it beforehand over several tasks (buildSystemInSteps), not while its
 * chunk evaluates.
 */
export const getSystem = (): SystemContext => (system ??= createSystem(...systemConfigs));

/** What the build adds to createSystem (vite.config.ts, chakraSystemInSteps): the same work as a generator that pauses between its parts. */
type CreateSystemInSteps = (...args: Parameters<typeof createSystem>) => Generator<void, SystemContext, void>;
const createSystemSteps = (createSystem as typeof createSystem & { steps?: CreateSystemInSteps }).steps;

/**
 * Builds the app's system (getSystem's) in parts, awaiting `between` after each, so that no part
 * is a long task on a phone. Without the build's generator (the dev server, tests, the prerender)
 * it is built in one go.
 */
export async function buildSystemInSteps(between: () => Promise<void>): Promise<SystemContext> {
  if (system || !createSystemSteps) return getSystem();
  const steps = createSystemSteps(...systemConfigs);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return (system ??= step.value);
    await between();
  }
}

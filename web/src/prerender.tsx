import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { loadRoute } from '@/app/route-loading';
import { routeModuleChains } from '@/app/route-preloads';
import { routes } from '@/app/routes';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteShell } from '@/app/shell/route-shell';
import { loadShell } from '@/app/shell/shell-modules';
import { SHELL_ROUTES, shellFileOf, shellModuleOf, shellSamplePathOf, type ShellName } from '@/app/shell/shell-routes';
import { PageTitleCapture } from '@/components/ui/page-title';
import { CardTemplate } from '@/features/quizzes/components/card-template';
import { EarlyQuizTemplate } from '@/features/quiz-taking/components/early-quiz-template';
import { getSystem } from '@/components/ui/theme';
import { prerenderFor } from '@/lib/session-hint';

/**
 * Build-time rendering (vite.config.ts, `prerender`): the browser paints this HTML before any
 * script has run. Only what renders without Firebase is prerendered: the parts that need it
 * (the account area, the quiz catalogue) render their loading state, as the browser does first.
 * Answers the page's HTML and its title (the page's `usePageTitle`).
 */
export async function render(path: string): Promise<{ html: string; title: string | undefined }> {
  prerenderFor('signed-out');
  await loadRoute({ pathname: path, search: '' });
  return renderAt(path, <AppRoutes />);
}

/**
 * The signed-in routes' shells: every page's layout, signed in (the header's account area loading),
 * around the route's shell (components/shell), as a signed-in browser renders it before Auth is in.
 */
const shellRoutes = (
  <Routes>
    <Route element={<AppLayout />}>
      <Route path="*" element={<RouteShell />} />
    </Route>
  </Routes>
);

/**
 * What a shell's HTML carries beside what it shows: /quizzes' card template, for the server's first
 * row (functions/src/quizzes-page); /startQuiz's player, for its early first question
 * (features/quiz-taking/lib/early-question.ts).
 */
const shellExtras: Partial<Record<ShellName, ReactElement>> = { quizzes: <CardTemplate />, 'start-quiz': <EarlyQuizTemplate /> };

/** Each signed-in route's pattern and the file its shell goes to (vite.config.ts, firebase.json's rewrites). */
export const shellPages = () => SHELL_ROUTES.map(({ pattern }) => ({ pattern, file: shellFileOf(pattern) }));

/** The prerendered shell of a signed-in route pattern: its HTML and title. */
export async function renderShell(pattern: string): Promise<{ html: string; title: string | undefined }> {
  const route = SHELL_ROUTES.find((each) => each.pattern === pattern);
  if (!route) throw new Error(`No signed-in route has the pattern ${pattern}.`);
  await loadShell(route.shell);
  prerenderFor('signed-in');
  try {
    return renderAt(
      shellSamplePathOf(pattern),
      <>
        {shellRoutes}
        {shellExtras[route.shell]}
      </>,
    );
  } finally {
    prerenderFor('signed-out');
  }
}

/** The app's providers and a router at `path` around `routesElement`, as HTML; with the page's title. */
function renderAt(path: string, routesElement: ReactElement): { html: string; title: string | undefined } {
  let title: string | undefined;
  const html = renderToString(
    <StrictMode>
      <PageTitleCapture value={(pageTitle) => (title = pageTitle)}>
        <AppProvider>
          {/* The app's tree shape (app.tsx: the routes, then a component that renders nothing), so hydration keeps useId's ids. */}
          <StaticRouter location={path}>
            {routesElement}
            {null}
          </StaticRouter>
        </AppProvider>
      </PageTitleCapture>
    </StrictMode>,
  );
  return { html, title };
}

/**
 * Each page's URL pattern and route modules, for the shell's route preloads (vite.config.ts) and
 * the bundle budget (scripts/lib/bundle-size.mjs). A signed-in page's shell (app/shell) comes
 * first, as it shows first; the page's own module stays last (the budget names the page by it).
 */
export const routePreloadChains = () =>
  routeModuleChains(routes).map(({ pattern, modules }) => {
    const shell = SHELL_ROUTES.find((route) => route.pattern === pattern)?.shell;
    return { pattern, modules: shell ? [shellModuleOf(shell), ...modules] : modules };
  });

/**
 * The `<style>` elements ChakraProvider would insert in the browser for the app's theme, as
 * emotion renders them on the server: the layer order, the reset, the global CSS and the tokens.
 * The build puts them in every HTML page; the built app's provider leaves them out
 * (components/ui/global-styles.ts).
 */
export function globalStyleTags(): string {
  const html = renderToString(<ChakraProvider value={getSystem()}>{null}</ChakraProvider>);
  const tags = html.match(/<style data-emotion="[^"]*-global [^"]*"[^>]*>[\s\S]*?<\/style>/g) ?? [];
  if (tags.length === 0 || tags.join('').length !== html.length) {
    throw new Error(`ChakraProvider rendered more than its global styles: ${html.slice(0, 200)}`);
  }
  // `data-s`: emotion's browser cache leaves them where they are (components/ui/prerendered-styles.ts).
  return tags.map((tag) => tag.replace('<style ', '<style data-s="" ')).join('');
}

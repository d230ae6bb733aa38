import { describe, expect, it } from 'vitest';
import type { FirstVisits, Manifest } from './bundle-size.mjs';
import { earlyModules, firstVisitFiles, groupsByFirstVisit, type FirstVisitFiles } from './first-visit-chunks.mjs';

const modules: Record<string, string[]> = {
  'assets/firebase.js': ['/web/src/lib/firebase.ts', '/node_modules/@firebase/auth/index.js'],
  'assets/context.js': ['/web/src/lib/firebase-context.ts'],
  'assets/bell.js': ['/web/src/features/notifications/bell.tsx'],
  'assets/table.js': ['/web/src/components/ui/table.tsx'],
  'assets/payments.js': ['/web/src/app/routes/dashboard/my-payments.tsx', '/web/src/features/my-payments/list.tsx'],
  'assets/users.js': ['/web/src/app/routes/dashboard/users.tsx', '/web/src/features/admin-users/table.tsx'],
};
const modulesOf = (file: string) => modules[file] ?? [];

describe('chunks grouped by the pages whose first visit fetches them', () => {
  const pages: FirstVisitFiles[] = [
    { pattern: '/dashboard/myPayments', preloaded: ['assets/firebase.js', 'assets/context.js', 'assets/table.js', 'assets/payments.js'], later: ['assets/bell.js'] },
    { pattern: '/dashboard/users', preloaded: ['assets/firebase.js', 'assets/context.js', 'assets/table.js', 'assets/users.js'], later: ['assets/bell.js'] },
    { pattern: '/certificates/:param', preloaded: ['assets/firebase.js', 'assets/context.js'], later: [] },
  ];

  it('puts modules fetched by the same pages at the same moment into one chunk, and no others', () => {
    const names = groupsByFirstVisit(pages, modulesOf);
    const nameOf = (id: string) => names.get(id);
    // Every page fetches both files with its route modules: one chunk, packages included.
    expect(nameOf('/web/src/lib/firebase.ts')).toBe(nameOf('/web/src/lib/firebase-context.ts'));
    expect(nameOf('/node_modules/@firebase/auth/index.js')).toBe(nameOf('/web/src/lib/firebase.ts'));
    // The table is not the certificate's: a chunk of the two dashboard pages'.
    expect(nameOf('/web/src/components/ui/table.tsx')).not.toBe(nameOf('/web/src/lib/firebase.ts'));
    expect(nameOf('/web/src/components/ui/table.tsx')).toMatch(/^dashboard~/);
    // The bell loads later on the same pages: apart from the table, which loads with the page.
    expect(nameOf('/web/src/features/notifications/bell.tsx')).not.toBe(nameOf('/web/src/components/ui/table.tsx'));
    // An admin page's own code never shares a chunk with a player's.
    expect(nameOf('/web/src/features/admin-users/table.tsx')).not.toBe(nameOf('/web/src/features/my-payments/list.tsx'));
    expect(new Set(names.values()).size).toBe(5);
  });

  it('leaves the modules imported dynamically, and what no page fetches at first, to the bundler', () => {
    const keepApart = new Set(['/web/src/app/routes/dashboard/my-payments.tsx', '/web/src/app/routes/dashboard/users.tsx']);
    const names = groupsByFirstVisit(pages, modulesOf, { keepApart });
    expect(names.has('/web/src/app/routes/dashboard/my-payments.tsx')).toBe(false);
    expect(names.has('/web/src/features/my-payments/list.tsx')).toBe(true);
    expect(names.has('/web/src/features/quiz-authoring/quiz-form.tsx')).toBe(false);
  });
});

describe("the files of each page's first visit, by when they load", () => {
  it('splits them into those loaded with the route modules and those loaded later, less the entry', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/app/routes/payment.tsx': { file: 'assets/payment.js', src: 'src/app/routes/payment.tsx', isDynamicEntry: true, imports: ['_firebase.js'] },
      '_firebase.js': { file: 'assets/firebase.js' },
      '_bell.js': { file: 'assets/bell.js' },
    };
    const visit = (pattern: string, files: string[], chain: string[]) => ({
      pattern,
      source: '',
      route: chain.at(-1) ?? '',
      chain,
      signedIn: true,
      admin: false,
      js: files.map((file) => ({ file, bytes: 1, gzip: 1 })),
      jsTotal: { bytes: 0, gzip: 0 },
      cssTotal: { bytes: 0, gzip: 0 },
      islands: [],
      deferred: [],
    });
    const visits: FirstVisits = {
      landing: visit('/', ['assets/index.js', 'assets/react.js'], []),
      routes: [visit('/payment', ['assets/index.js', 'assets/react.js', 'assets/payment.js', 'assets/firebase.js', 'assets/bell.js'], ['src/app/routes/payment.tsx'])],
      problems: [],
    };
    expect(firstVisitFiles(manifest, visits, 'index.html')).toEqual([
      { pattern: '/', preloaded: [], later: [] },
      { pattern: '/payment', preloaded: ['assets/payment.js', 'assets/firebase.js'], later: ['assets/bell.js'] },
    ]);
  });
});

describe('the parts of the entry that run before the app', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/start-app.tsx', 'src/app/early-signed-in-reads.ts'] },
    'src/app/start-app.tsx': { file: 'assets/start-app.js', src: 'src/app/start-app.tsx', isDynamicEntry: true, imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js' },
    'src/app/early-signed-in-reads.ts': { file: 'assets/early.js', src: 'src/app/early-signed-in-reads.ts', isDynamicEntry: true, dynamicImports: ['_early-quiz-start.js', 'src/app/routes/start-quiz.tsx'] },
    '_early-quiz-start.js': { file: 'assets/early-quiz-start.js', imports: ['_api.js'] },
    '_api.js': { file: 'assets/api.js' },
    'src/app/routes/start-quiz.tsx': { file: 'assets/start-quiz.js', src: 'src/app/routes/start-quiz.tsx', isDynamicEntry: true, imports: ['_api.js'] },
  };
  const files: Record<string, string[]> = {
    'assets/early.js': ['/web/src/app/early-signed-in-reads.ts'],
    'assets/early-quiz-start.js': ['/web/src/features/quiz-taking/api/early-quiz-start.ts'],
    'assets/api.js': ['/web/src/lib/api-client.ts'],
    'assets/app.js': ['/web/src/app/app.tsx'],
    'assets/start-quiz.js': ['/web/src/app/routes/start-quiz.tsx'],
  };

  it('names the modules of the early reads and of the parts they import in turn, not the app nor a route', () => {
    const early = earlyModules(manifest, 'index.html', 'src/app/start-app.tsx', (file) => files[file] ?? []);
    expect([...early.keys()].sort()).toEqual(['/web/src/app/early-signed-in-reads.ts', '/web/src/features/quiz-taking/api/early-quiz-start.ts', '/web/src/lib/api-client.ts']);
    expect(early.get('/web/src/lib/api-client.ts')).toBe('_early-quiz-start.js');
  });

  it('keeps an early part apart from modules the same pages fetch at the same moment', () => {
    const pages: FirstVisitFiles[] = [{ pattern: '/startQuiz/:param', preloaded: ['assets/api.js', 'assets/start-quiz.js'], later: [] }];
    const early = new Map([['/web/src/lib/api-client.ts', '_early-quiz-start.js']]);
    const names = groupsByFirstVisit(pages, (file) => files[file] ?? [], { early });
    expect(names.get('/web/src/lib/api-client.ts')).not.toBe(names.get('/web/src/app/routes/start-quiz.tsx'));
    expect(groupsByFirstVisit(pages, (file) => files[file] ?? []).get('/web/src/lib/api-client.ts')).toBe(
      groupsByFirstVisit(pages, (file) => files[file] ?? []).get('/web/src/app/routes/start-quiz.tsx'),
    );
  });
});

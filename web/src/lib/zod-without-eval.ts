/**
 * zod compiles faster object parsers with `new Function` where it may. The Content-Security-Policy
 * (firebase.json) allows no eval, and zod's mere probe for it makes the browser report a policy
 * violation, so zod is told not to try (`jitless`). Each schema decides when it is created, so
 * this must run before any zod module does: the entry imports it first. zod takes its settings
 * from this global when it loads, and sharing it is what lets zod stay out of the landing page's
 * first download (calling `z.config` here would put it there, ~3.6 KiB gzip).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// In place: a zod already loaded keeps the object it found.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};

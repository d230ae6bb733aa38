/**
 * Stands in, in the build, for `re2js` (a RE2 regular-expression engine, about 40 KiB gzip),
 * which Firebase 12's Firestore SDK imports at the top of its shared module but calls only when
 * it evaluates a pipeline's `like`, `regexContains` or `regexMatch` expression on the client
 * (`@firebase/firestore` common module, `CoreLike`/`CoreRegexContains`/`CoreRegexMatch`). The
 * app runs no pipelines. Those callers catch what `compile` throws and turn it into an
 * evaluation error with a warning, so even a stray call fails soft. See vite.config.ts.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular expressions in Firestore pipelines are not included in the Quiz Master build (see vite.config.ts).');
  },
};

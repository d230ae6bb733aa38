/**
 * Stands in for Firebase products the app never uses (Realtime Database, Remote Config,
 * callable Functions) in the build. reactfire imports all of them at its top level, which
 * would put ~40 KiB gzip of dead code in every page; vite.config.ts aliases them here.
 * Any call means someone started using one of these products: remove its alias then.
 */
function unused(): never {
  throw new Error('This Firebase product is not part of the Quiz Master bundle (see vite.config.ts).');
}

export const get = unused;
export const off = unused;
export const onChildAdded = unused;
export const onChildChanged = unused;
export const onChildMoved = unused;
export const onChildRemoved = unused;
export const onValue = unused;
export const httpsCallable = unused;
export const ensureInitialized = unused;
export const getAll = unused;
export const getBoolean = unused;
export const getNumber = unused;
export const getString = unused;
export const getValue = unused;

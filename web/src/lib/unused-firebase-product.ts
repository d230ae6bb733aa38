/**
 * Stands in, in the build, for the Firebase products that reactfire imports but the app never
 * uses through it: Realtime Database, Remote Config, callable Functions and Storage (the cover
 * upload imports firebase/storage itself). See vite.config.ts. Any call means someone started
 * using one of reactfire's hooks for these: remove the product from the stand-ins then.
 */
function unused(): never {
  throw new Error('This Firebase product is not wired into reactfire in the Quiz Master build (see vite.config.ts).');
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
export const getDownloadURL = unused;
export const ref = unused;

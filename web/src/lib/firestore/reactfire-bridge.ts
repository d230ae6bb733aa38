import type * as FirestoreSdk from 'firebase/firestore';

/**
 * What reactfire's bundle imports from 'firebase/firestore', standing in for the full SDK in the
 * production build (vite.config.ts points reactfire's import here). reactfire is one module that
 * imports every Firebase product at its top level; without this, any page using its auth hooks
 * would load the full Firestore SDK (about 110 KiB gzip). The real functions are connected by
 * ./live.ts, the only module that imports the full SDK, when a page with live data loads it;
 * reactfire calls them only from its Firestore hooks, which render under that module's provider.
 */
type BridgedSdk = Pick<typeof FirestoreSdk, 'onSnapshot' | 'queryEqual'>;

let sdk: BridgedSdk | undefined;

export function connectReactfireToFirestore(functions: BridgedSdk): void {
  sdk = functions;
}

function connected(): BridgedSdk {
  if (!sdk) throw new Error('A reactfire Firestore hook ran outside <LiveFirestore> (web/src/lib/firestore/live-firestore.tsx).');
  return sdk;
}

type AnyFunction = (...args: never[]) => unknown;

function forward<Name extends keyof BridgedSdk>(name: Name): BridgedSdk[Name] {
  const call = (...args: never[]) => (connected()[name] as AnyFunction)(...args);
  return call as unknown as BridgedSdk[Name];
}

export const onSnapshot = forward('onSnapshot');
export const queryEqual = forward('queryEqual');

import { createContext, useContext, type Context } from 'react';

/** A context for one Firebase SDK instance, and the hook that reads it (throws outside its provider). */
export function sdkContext<Sdk>(name: string): [Context<Sdk | undefined>, () => Sdk] {
  const context = createContext<Sdk | undefined>(undefined);
  context.displayName = name;
  const useSdk = (): Sdk => {
    const sdk = useContext(context);
    if (sdk === undefined) throw new Error(`${name} is not provided here: render this under its provider (lib/firebase-providers.tsx).`);
    return sdk;
  };
  return [context, useSdk];
}

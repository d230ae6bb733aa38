import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import { useTransitionStore } from '@/lib/use-transition-store';
import { LOADING, success, type LiveValue } from './live-status';
import { sharedSource, type SharedSource } from './shared-source';
import { useAuth } from './contexts';

/** Auth instances whose listener has answered once: their `currentUser` is then the truth. */
const restored = new WeakSet<Auth>();
const sources = new WeakMap<Auth, SharedSource<User | null>>();

/**
 * The signed-in user of one Auth, from one onIdTokenChanged listener however many components
 * ask (it also fires when the token is refreshed, so the claims checks follow). Loading until
 * Auth has restored the session, unless a user is already known.
 */
export function userSource(auth: Auth): SharedSource<User | null> {
  let source = sources.get(auth);
  if (!source) {
    let idle: LiveValue<User | null> | undefined;
    source = sharedSource<User | null>(
      (emit) =>
        onIdTokenChanged(auth, (user) => {
          restored.add(auth);
          emit(success(user));
        }),
      {
        idleSnapshot: () => {
          const user = auth.currentUser;
          if (!user && !restored.has(auth)) return LOADING;
          if (idle?.data !== user) idle = success(user);
          return idle;
        },
      },
    );
    sources.set(auth, source);
  }
  return source;
}

/** The signed-in user (null: nobody), live. */
export function useUser(): LiveValue<User | null> {
  const source = userSource(useAuth());
  // Auth's listener never reports an error.
  return useTransitionStore(source.subscribe, source.getSnapshot) as LiveValue<User | null>;
}

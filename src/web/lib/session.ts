import { STORAGE_KEYS } from '#shared/common/constants';

import { createStore, useStore } from './create-store';
import { storage } from './storage';

/** The stored bearer token ("Bearer <jwt>"), kept under the spec's `token` key. */
export const sessionStore = createStore<string | null>(storage.get(STORAGE_KEYS.token), null);

const signOutListeners = new Set<() => void>();

export const session = {
  token: () => sessionStore.get(),
  isSignedIn: () => sessionStore.get() !== null,
  signIn(token: string) {
    storage.set(STORAGE_KEYS.token, token);
    sessionStore.set(token);
  },
  /** Clears the token; listeners drop cached profile data. */
  signOut() {
    storage.remove(STORAGE_KEYS.token);
    sessionStore.set(null);
    signOutListeners.forEach((listener) => listener());
  },
  onSignOut(listener: () => void) {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
};

export function useIsSignedIn(): boolean {
  return useStore(sessionStore, (token) => token !== null);
}

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    const token = storage.get(STORAGE_KEYS.token);
    if (token !== sessionStore.get()) {
      if (token) sessionStore.set(token);
      else session.signOut();
    }
  });
}
